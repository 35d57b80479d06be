import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoute } from '../testing/auth-test-utils';
import { Component } from './login';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.classList.remove('dark');
});

const renderLogin = (initial: Parameters<typeof renderRoute>[1]['initial'] = '/login') =>
  renderRoute(Component, { path: ['/login', '/register'], initial });

describe('/register mode of the login screen', () => {
  it('opens /register in register mode; the group code keeps digits only, at most 6', async () => {
    mockFetch(() => ({ status: 200, body: {} }));
    const user = userEvent.setup();
    renderLogin('/register');
    const code = await screen.findByLabelText(/Group code/);
    expect(code).toHaveAttribute('maxLength', '6');
    await user.type(code, '12a3-4567');
    expect(code).toHaveValue('123456');
  });

  it('shows the password rules and makes no request when they fail', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { message: 'ok' } }));
    const user = userEvent.setup();
    renderLogin('/register');
    await user.type(await screen.findByLabelText('Full name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Password does not meet requirements')).toBeInTheDocument();
    expect(within(alert).getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(
      within(alert).getByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();
    expect(within(alert).getByText('Password must contain at least one number')).toBeInTheDocument();
    expect(
      within(alert).getByText('Password must contain at least one special character'),
    ).toBeInTheDocument();
    expect(within(alert).queryByText('Password must contain at least one lowercase letter')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('refuses a very common password that passes the five rules, making no request', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { message: 'ok' } }));
    const user = userEvent.setup();
    renderLogin('/register');
    await user.type(await screen.findByLabelText('Full name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'P@ssw0rd');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Password does not meet requirements')).toBeInTheDocument();
    expect(
      within(alert).getByText('This password is too common. Please choose a less predictable one.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('returns to login mode after registering, with the error cleared', async () => {
    const calls = mockFetch(() => ({
      status: 200,
      body: { message: 'Registration successful. You can now sign in.' },
    }));
    const user = userEvent.setup();
    renderLogin('/register');
    await user.type(await screen.findByLabelText('Full name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Str0ng-Pass!');
    await user.type(screen.getByLabelText(/Group code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'Str0ng-Pass!',
      groupCode: '654321',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(await screen.findByText('Registration successful. You can now sign in.')).toBeInTheDocument();
  });

  it.each([
    ['INVALID_GROUP_CODE', 'The group code you entered is invalid.'],
    ['EMAIL_IN_USE', 'This email address is already in use.'],
    ['GROUP_FULL', 'This group has reached its maximum member capacity.'],
    ['GROUP_INACTIVE', 'This group is currently inactive.'],
  ])('shows %s under Registration Failed', async (type, text) => {
    mockFetch(() => ({ status: 409, body: { type, message: 'server words' } }));
    const user = userEvent.setup();
    renderLogin('/register');
    await user.type(await screen.findByLabelText('Full name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Str0ng-Pass!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
