import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, makeAdmin, makeGroup } from '@/lib/testing/admin-fixtures';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makePresident, makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '@/lib/testing/ui-test-timeout';
import { Component as CreateUser } from './create-user';

beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => vi.unstubAllGlobals());

async function fill(name: string, email: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), name);
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
}

describe('/admin/users/create', PAGE_TEST_OPTIONS, () => {
  it('creates a member and says a temporary password was mailed', async () => {
    const calls = serveApi({
      'POST /api/admin/users': ({ body }) => ({
        status: 201,
        body: {
          ...adminUser(30, 'Nina New', {
            email: (body as { email: string }).email,
            mustChangePassword: true,
          }),
          passwordDelivery: 'mailed',
        },
      }),
    });
    renderWithProviders(<CreateUser />, { user: makePresident(), path: '/admin/users/create' });
    await fill('Nina New', 'Nina@Example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Classification/ }), 'Architecture');
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('Member');
    expect(within(role).queryByRole('option', { name: 'Admin' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Nina New was added');
    expect(done).toHaveTextContent('A temporary password was mailed to nina@example.com.');
    expect(callsTo(calls, 'POST', '/api/admin/users')[0]?.body).toEqual({
      name: 'Nina New',
      email: 'nina@example.com',
      role: 'Member',
      classification: 'Architecture',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create another' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('puts the server field errors on their fields and shows refusals', async () => {
    let answer = 0;
    serveApi({
      'POST /api/admin/users': () => {
        answer += 1;
        return answer === 1
          ? {
              status: 400,
              body: {
                type: 'VALIDATION_ERROR',
                message: 'Invalid input',
                details: [{ field: 'phone', message: 'Enter a valid phone number' }],
              },
            }
          : {
              status: 409,
              body: { type: 'EMAIL_IN_USE', message: 'This e-mail address is already registered.' },
            };
      },
    });
    renderWithProviders(<CreateUser />, { user: makePresident(), path: '/admin/users/create' });
    await fill('Nina New', 'nina@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('This e-mail address is already registered.')).toBeInTheDocument();
  });

  it('checks name and e-mail before calling', async () => {
    const calls = serveApi({});
    renderWithProviders(<CreateUser />, { user: makePresident(), path: '/admin/users/create' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lets an administrator pick another group', async () => {
    const calls = serveApi({
      'GET /api/admin/groups': () => ({
        body: { items: [makeGroup(), makeGroup({ id: 2, name: 'North Chapter' })], total: 2 },
      }),
      'POST /api/admin/users': () => ({
        status: 201,
        body: { ...adminUser(31, 'Olga Other'), passwordDelivery: 'mailed' },
      }),
    });
    renderWithProviders(<CreateUser />, { user: makeAdmin(), path: '/admin/users/create' });
    const group = await screen.findByRole('combobox', { name: 'Group' });
    expect(group).toHaveValue('1');
    await fill('Olga Other', 'olga@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await userEvent.selectOptions(group, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/admin/users')[0]?.body).toMatchObject({
        groupId: 2,
        role: 'Admin',
      }),
    );
  });

  it('is closed to those without manage_members', () => {
    serveApi({});
    renderWithProviders(<CreateUser />, { user: makeUser(), path: '/admin/users/create' });
    expect(screen.getByRole('alert')).toHaveTextContent('Access Denied');
  });

  it('says the temporary password waits in the outbox when no mail server is set', async () => {
    serveApi({
      'POST /api/admin/users': () => ({
        status: 201,
        body: { ...adminUser(32, 'Pia Post', { email: 'pia@example.com' }), passwordDelivery: 'outbox' },
      }),
    });
    renderWithProviders(<CreateUser />, { user: makePresident(), path: '/admin/users/create' });
    await fill('Pia Post', 'pia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('in the outbox: no mail server is set');
    expect(done).toHaveTextContent('An administrator opens it in Admin > Tools > Outbox');
    expect(done).not.toHaveTextContent('was mailed');
  });

  it('links an administrator to the outbox to open it', async () => {
    serveApi({
      'POST /api/admin/users': () => ({
        status: 201,
        body: { ...adminUser(33, 'Quin Q', { email: 'quin@example.com' }), passwordDelivery: 'outbox' },
      }),
    });
    renderWithProviders(<CreateUser />, { user: makeAdmin(), path: '/admin/users/create' });
    await fill('Quin Q', 'quin@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    const done = await screen.findByRole('status');
    expect(within(done).getByRole('link', { name: 'Open it in Tools > Outbox' })).toHaveAttribute(
      'href',
      '/admin/tools',
    );
  });
});
