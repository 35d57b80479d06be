import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderLinkPage, stubFetch } from '../testing/email-link-page';
import { Component } from './email-undo-page';

const renderPage = () => renderLinkPage(Component, 'email-undo', 'tok_UN-1');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/email-undo/:token', () => {
  it('undoes once on arrival, without a bearer token, and leads to sign-in', async () => {
    const calls = stubFetch(200, { message: 'The change was undone.' });
    renderPage();
    expect(await screen.findByText('The change was undone.')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/profile/email/undo', body: { token: 'tok_UN-1' }, authorization: null },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message when the link cannot be used", async () => {
    stubFetch(400, {
      type: 'INVALID_EMAIL_CHANGE_TOKEN',
      message: 'This undo link is invalid, was already used or has expired.',
    });
    renderPage();
    expect(
      await screen.findByText('This undo link is invalid, was already used or has expired.'),
    ).toBeInTheDocument();
  });
});
