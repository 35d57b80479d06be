import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToasts } from '@/components/ui/use-toast';
import { fakeFetch, renderWithProviders } from '@/lib/testing/render';
import { ErrorReportForm } from './error-report-form';

let toasts: ReturnType<typeof useToasts> = [];
function ToastSpy() {
  toasts = useToasts();
  return null;
}

const ERROR = { message: 'boom', component: 'Widget', stack: 'Error: boom\n    at Widget (w.tsx:1:1)' };

describe('ErrorReportForm', () => {
  let sent: { body: Record<string, unknown>; auth: string | null }[];
  let status: number;
  beforeEach(() => {
    sent = [];
    status = 200;
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/support/contact': () => ({ body: { email: 'help@chapter.test' } }),
        'POST /api/email/error-report': (init) => {
          const headers = (init?.headers ?? {}) as Record<string, string>;
          sent.push({ body: JSON.parse(String(init?.body)), auth: headers.authorization ?? null });
          return status === 200
            ? { body: { reportId: 'ERR-1' } }
            : { status, body: { type: 'INTERNAL_ERROR', message: 'x' } };
        },
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('asks a signed-out person for name and e-mail (optional) and sends them without a token', async () => {
    const onSent = vi.fn();
    renderWithProviders(
      <>
        <ToastSpy />
        <ErrorReportForm error={ERROR} onBack={() => undefined} onSent={onSent} />
      </>,
      { user: null },
    );
    fireEvent.input(screen.getByLabelText(/Your name/), { target: { value: 'Vera Visitor' } });
    fireEvent.input(screen.getByLabelText(/Your email/), { target: { value: 'vera@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('ERR-1'));
    expect(sent[0]?.auth).toBeNull();
    expect(sent[0]?.body).toMatchObject({
      user: { id: null, name: 'Vera Visitor', email: 'vera@example.com' },
      group: null,
      role: null,
      errorDetails: { message: 'boom', component: 'Widget', stackTrace: ERROR.stack },
      userMessage: null,
      supportEmail: 'help@chapter.test',
    });
    expect(toasts[0]).toMatchObject({
      title: 'Error Report Sent',
      description: 'Thank you for your report. Reference ID: ERR-1',
    });
  });

  it('refuses an invalid e-mail before sending', async () => {
    renderWithProviders(<ErrorReportForm error={ERROR} />, { user: null });
    fireEvent.input(screen.getByLabelText(/Your email/), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the failure toast and stays on the form when sending fails', async () => {
    status = 500;
    renderWithProviders(
      <>
        <ToastSpy />
        <ErrorReportForm error={ERROR} onBack={() => undefined} />
      </>,
      { user: null },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    await waitFor(() =>
      expect(toasts[0]).toMatchObject({
        title: 'Failed to Send Report',
        description: 'Please try again or contact support directly.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Send Report' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
