import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/storage';
import { renderLinkPage, stubFetch } from '../testing/email-link-page';
import { Component } from './email-change-page';

const renderPage = () => renderLinkPage(Component, 'email-change', 'tok_EN-1');

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('/email-change/:token', () => {
  it('confirms once on arrival, without a bearer token, and says the address changed', async () => {
    const calls = stubFetch(200, { message: 'Your e-mail address has been changed.' });
    renderPage();
    expect(await screen.findByText('Your e-mail address has been changed.')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/profile/email/confirm', body: { token: 'tok_EN-1' }, authorization: null },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message when the link cannot be used, and a way home when signed in", async () => {
    setAuthToken('a.b.c');
    stubFetch(400, {
      type: 'INVALID_EMAIL_CHANGE_TOKEN',
      message: 'This e-mail confirmation link is invalid, was already used or has expired.',
    });
    renderPage();
    expect(
      await screen.findByText('This e-mail confirmation link is invalid, was already used or has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });
});
