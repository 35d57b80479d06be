import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeGroup } from '@/lib/testing/admin-fixtures';
import { serveApi } from '@/lib/testing/fake-api';
import { makePresident } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '@/lib/testing/ui-test-timeout';
import { Component as GroupRoles } from './group-roles';

beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => vi.unstubAllGlobals());

const holder = (id: number, name: string) => ({
  id,
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  profileImageUrl: null,
  classification: 'Bakery',
});

describe('/admin/groups/{groupId}/roles', PAGE_TEST_OPTIONS, () => {
  it('lists each role with the members holding it, and says when nobody does', async () => {
    serveApi({
      'GET /api/admin/groups/1': () => ({ body: makeGroup() }),
      'GET /api/admin/groups/1/roles': () => ({
        body: {
          total: 3,
          items: [
            {
              role: { id: 2, name: 'President', rank: 2, isLeadership: true },
              members: [holder(5, 'Paula President')],
            },
            { role: { id: 3, name: 'Vice President', rank: 3, isLeadership: true }, members: [] },
            {
              role: { id: 6, name: 'Member', rank: 6, isLeadership: false },
              members: [holder(7, 'Ben Baker'), holder(8, 'Cara Cole')],
            },
          ],
        },
      }),
    });
    renderWithProviders(<GroupRoles />, {
      user: makePresident(),
      path: '/admin/groups/:groupId/roles',
      initialEntries: ['/admin/groups/1/roles'],
    });
    const presidents = await screen.findByRole('list', { name: 'President' });
    expect(within(presidents).getByRole('link', { name: 'Paula President' })).toHaveAttribute(
      'href',
      '/profile/5',
    );
    expect(within(screen.getByRole('list', { name: 'Member' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: /Vice President/ })).toHaveTextContent(
      'Nobody holds this role.',
    );
    expect(await screen.findByRole('link', { name: 'Demo Chapter' })).toHaveAttribute(
      'href',
      '/admin/groups/1',
    );
  });

  it('says so for a group of someone else (404)', async () => {
    serveApi({
      'GET /api/admin/groups/4/roles': () => ({
        status: 404,
        body: { type: 'NOT_FOUND', message: 'Group not found' },
      }),
      'GET /api/admin/groups/4': () => ({
        status: 404,
        body: { type: 'NOT_FOUND', message: 'Group not found' },
      }),
    });
    renderWithProviders(<GroupRoles />, {
      user: makePresident(),
      path: '/admin/groups/:groupId/roles',
      initialEntries: ['/admin/groups/4/roles'],
    });
    expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeInTheDocument();
  });
});
