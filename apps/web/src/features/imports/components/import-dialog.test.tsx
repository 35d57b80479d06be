import type { ImportsListResponse, MembersImportReport } from '@app/shared/imports';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/lib/testing/fake-api';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { ImportDialog } from './import-dialog';

/** A stand-in XMLHttpRequest: records each upload; the test reports progress and answers. */
class FakeXhr {
  static requests: FakeXhr[] = [];
  url = '';
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {}
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const row = (
  line: number,
  action: 'create' | 'error',
  email: string,
  errors: { field: string; message: string }[] = [],
) => ({
  line,
  action,
  errors,
  member: {
    id: null,
    name: `Person ${line}`,
    email,
    phone: null,
    company: null,
    classification: null,
    role: 'Member',
    joined: null,
    renewalDue: null,
  },
});

const report = (rows: ReturnType<typeof row>[], dryRun = true): MembersImportReport => ({
  kind: 'members',
  dryRun,
  importId: dryRun ? null : 4,
  fileName: 'roster.csv',
  columns: ['name', 'email'],
  ignoredColumns: [],
  rows,
  summary: {
    create: rows.filter((r) => r.action === 'create').length,
    update: 0,
    skip: 0,
    error: rows.filter((r) => r.action === 'error').length,
  },
});

const last = () => FakeXhr.requests[FakeXhr.requests.length - 1] as FakeXhr;

describe('ImportDialog', () => {
  beforeEach(() => {
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const none: ImportsListResponse = { items: [], total: 0 };
    serveApi({ 'GET /api/admin/imports': () => ({ body: none }) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks a file, marks cells in error, refuses to apply until fixed, then applies with progress', async () => {
    renderWithProviders(<ImportDialog kind="members" open onOpenChange={() => undefined} />, {
      user: makeUser({ permissions: ['manage_members'] }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Import members' });
    const input = within(dialog).getByLabelText('File');
    const file = new File(['name,email\n'], 'roster.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(last().url).toBe('/api/admin/imports/members?dryRun=true');
    expect((last().body as FormData).get('file')).toBeInstanceOf(File);
    act(() => last().upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 }));
    expect(within(dialog).getByText('Sending the file… 50%')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();

    act(() =>
      last().respond(
        200,
        report([
          row(2, 'create', 'ok@example.com'),
          row(3, 'error', 'bad', [{ field: 'email', message: 'Enter a valid email address' }]),
        ]),
      ),
    );
    const table = await within(dialog).findByRole('table');
    expect(
      within(dialog).getByText(
        (_, el) => el?.tagName === 'P' && el.textContent === '1 new, 0 updates, 0 without change, 1 error',
      ),
    ).toBeInTheDocument();
    const badRow = within(table).getByRole('row', { name: /^3 / });
    const badCell = within(badRow).getByText('bad').closest('td');
    expect(badCell).toHaveAttribute('data-error', 'true');
    expect(within(badRow).getByText('Enter a valid email address')).toBeInTheDocument();
    const apply = within(dialog).getByRole('button', { name: 'Apply import' });
    expect(apply).toBeDisabled();

    // The fixed file: check again, then apply.
    fireEvent.change(input, { target: { files: [new File(['x'], 'fixed.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    act(() =>
      last().respond(200, report([row(2, 'create', 'ok@example.com'), row(3, 'create', 'good@example.com')])),
    );
    const applyNow = await within(dialog).findByRole('button', { name: 'Apply import' });
    await waitFor(() => expect(applyNow).toBeEnabled());
    fireEvent.click(applyNow);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(3));
    expect(last().url).toBe('/api/admin/imports/members?dryRun=false');
    act(() => last().upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 }));
    expect(within(dialog).getByText(/nothing is saved unless every row is good/)).toBeInTheDocument();
    act(() =>
      last().respond(
        200,
        report([row(2, 'create', 'ok@example.com'), row(3, 'create', 'good@example.com')], false),
      ),
    );
    expect(await within(dialog).findByText(/2 members were added/)).toBeInTheDocument();
  });

  it('shows the report of a refused apply and the server message of a rejected file', async () => {
    renderWithProviders(<ImportDialog kind="members" open onOpenChange={() => undefined} />, {
      user: makeUser({ permissions: ['manage_members'] }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Import members' });
    fireEvent.change(within(dialog).getByLabelText('File'), {
      target: { files: [new File(['%PDF'], 'roster.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() =>
      last().respond(400, {
        type: 'VALIDATION_ERROR',
        message: 'The file is neither CSV (UTF-8 text) nor an XLSX workbook',
        details: [{ field: 'file', message: 'The file is neither CSV (UTF-8 text) nor an XLSX workbook' }],
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('neither CSV');
    expect(within(dialog).queryByRole('table')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    const refused = report([row(2, 'error', 'x', [{ field: 'email', message: 'Taken meanwhile' }])], false);
    act(() =>
      last().respond(400, {
        type: 'VALIDATION_ERROR',
        message: 'Nothing was imported: 1 row is in error',
        ...refused,
      }),
    );
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing was imported');
  });
});
