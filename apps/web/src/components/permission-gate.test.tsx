import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/lib/auth/session';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders, testQueryClient } from '@/lib/testing/render';
import { ACCESS_DENIED_TEXT, PermissionGate } from './permission-gate';
import { resetToasts, useToasts } from './ui/use-toast';

const SECRET = 'secret content';

let toasts: ReturnType<typeof useToasts> = [];
function ToastSpy() {
  toasts = useToasts();
  return null;
}
const member = makeUser({ permissions: ['view_members', 'view_meetings'] });

function gate(props: Parameters<typeof PermissionGate>[0], user = member) {
  return renderWithProviders(<PermissionGate {...props} />, { user });
}

describe('PermissionGate', () => {
  afterEach(() => resetToasts());

  it('shows its content when no permission is required', () => {
    gate({ children: SECRET });
    expect(screen.getByText(SECRET)).toBeInTheDocument();
  });

  it('shows its content to an admin whatever is required', () => {
    gate(
      { permissions: ['send_sms', 'manage_settings'], requireAll: true, children: SECRET },
      makeUser({ isAdmin: true, permissions: [] }),
    );
    expect(screen.getByText(SECRET)).toBeInTheDocument();
  });

  it('needs the one required permission', () => {
    gate({ permission: 'view_members', children: SECRET });
    expect(screen.getByText(SECRET)).toBeInTheDocument();
  });

  it('refuses without the one required permission, with the exact Access Denied text', () => {
    gate({ permission: 'send_sms', children: SECRET });
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Access Denied');
    expect(screen.getByText(ACCESS_DENIED_TEXT)).toBeInTheDocument();
    expect(ACCESS_DENIED_TEXT).toBe(
      "You don't have permission to access this feature. Please contact your administrator if you believe this is an error.",
    );
  });

  it('opens with any one of a list', () => {
    gate({ permissions: ['send_sms', 'view_meetings'], children: SECRET });
    expect(screen.getByText(SECRET)).toBeInTheDocument();
  });

  it('refuses when it holds none of a list', () => {
    gate({ permissions: ['send_sms', 'manage_settings'], children: SECRET });
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('needs all of the list with requireAll', () => {
    gate({ permissions: ['view_members', 'view_meetings'], requireAll: true, children: SECRET });
    expect(screen.getByText(SECRET)).toBeInTheDocument();
  });

  it('refuses with requireAll when one is missing', () => {
    gate({ permissions: ['view_members', 'send_sms'], requireAll: true, children: SECRET });
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
  });

  it('renders nothing at all until the permissions are loaded', async () => {
    // A stored token and a session check that has not answered yet.
    localStorage.setItem('auth_token', 'token');
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const client = testQueryClient();
    const { container } = renderWithProviders(
      <PermissionGate permission="send_sms">{SECRET}</PermissionGate>,
      {
        queryClient: client,
      },
    );
    expect(container).toBeEmptyDOMElement();
    act(() => {
      client.setQueryData(sessionQueryKey, member);
    });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows the optional Access Denied toast once when asked to', () => {
    renderWithProviders(
      <>
        <ToastSpy />
        <PermissionGate permission="send_sms" showToast>
          {SECRET}
        </PermissionGate>
      </>,
      { user: member },
    );
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Access Denied', description: ACCESS_DENIED_TEXT });
  });

  it('shows no toast unless asked to', () => {
    renderWithProviders(
      <>
        <ToastSpy />
        <PermissionGate permission="send_sms">{SECRET}</PermissionGate>
      </>,
      { user: member },
    );
    expect(toasts).toHaveLength(0);
  });

  it('uses the fallback instead of the Access Denied panel when given one', () => {
    gate({ permission: 'send_sms', fallback: <p>nope</p>, children: SECRET });
    expect(screen.getByText('nope')).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });
});
