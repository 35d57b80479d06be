import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { MoreMenu } from './more-menu';

describe('sidebar More menu', () => {
  it('is a plain button until used, then opens the menu at the first click', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<MoreMenu expanded />, {
      user: makeUser(),
      routes: [{ path: '/support', element: <p>support page</p> }],
    });
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(more);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Visitors', 'Support', 'About', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Support' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
  });

  it('names the collapsed button More', () => {
    renderWithProviders(<MoreMenu expanded={false} />, { user: makeUser() });
    expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
  });
});
