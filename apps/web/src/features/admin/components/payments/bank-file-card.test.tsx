import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { jsonResponse, stubFetch } from '../../../../test/fetch-stub';
import { BankFileCard } from './bank-file-card';

const xml = '<?xml version="1.0"?><Document><BkToCstmrStmt/></Document>';
const imported = {
  id: '9b2d7c1e-3a4f-4b5c-8d6e-7f8091a2b3c4',
  fileName: 'ing-camt053-20261121.xml',
  messageType: 'camt.053.001.08',
  sha256: 'ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100',
  importedAt: '2026-11-21T10:00:00.000Z',
  matched: 2,
  alreadyKnown: 1,
  unmatched: 1,
};
const lines = [
  {
    endToEndId: 'HP-2026-000123',
    amountCents: 12100,
    kind: 'returned',
    reasonCode: 'AC04',
    invoiceId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    invoiceNumber: '2026-000123',
    outcome: 'matched',
    action: 'Machtiging ongeldig (AC04)',
  },
  {
    endToEndId: null,
    amountCents: 5000,
    kind: 'credit_transfer',
    reasonCode: null,
    invoiceId: null,
    invoiceNumber: null,
    outcome: 'unmatched',
    action: 'Niet gekoppeld',
  },
];
const importPage = (imports: unknown[]) =>
  jsonResponse(200, {
    success: true,
    data: { imports, pagination: { page: 1, limit: 20, totalItems: imports.length, totalPages: 1 } },
  });
const report = {
  success: true,
  data: {
    import: imported,
    lines: lines.map((line, index) => ({ ...line, index })),
    pagination: { page: 1, limit: 50, totalItems: 2, totalPages: 1 },
  },
};

function renderCard() {
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <BankFileCard />
    </AppProviders>,
  );
}

function chooseFile(name: string, content: string) {
  const input = screen.getByLabelText('Bank file (XML)') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/xml' })] } });
}

describe('Bank files card', () => {
  it('uploads the file as {fileName, content} and shows the report', async () => {
    let imports: unknown[] = [];
    let alreadyImported = false;
    const { requests } = stubFetch((request) => {
      if (request.url.startsWith('/api/admin/bank-files?') && request.method === 'GET') {
        return importPage(imports);
      }
      if (request.url.startsWith(`/api/admin/bank-files/${imported.id}?`)) return jsonResponse(200, report);
      if (request.url === '/api/admin/bank-files' && request.method === 'POST') {
        const answer = { success: true, data: { import: imported, alreadyImported, lines } };
        imports = [imported];
        alreadyImported = true;
        return jsonResponse(201, answer);
      }
      return jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
    });
    renderCard();
    expect(await screen.findByText('No bank files imported yet.')).toBeTruthy();
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);

    chooseFile('ing-camt053-20261121.xml', xml);
    fireEvent.click(upload);

    const counts = await screen.findByTestId('bank-file-counts');
    expect(counts.textContent).toBe('2 matched · 1 already known · 1 unmatched');
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ fileName: 'ing-camt053-20261121.xml', content: xml });
    const [returned, unknown] = screen.getAllByTestId('bank-file-line').map((row) => within(row));
    expect(returned?.getByText('2026-000123')).toBeTruthy();
    expect(returned?.getByText('AC04')).toBeTruthy();
    expect(returned?.getByText('Machtiging ongeldig (AC04)')).toBeTruthy();
    expect(unknown?.getByText('Unmatched')).toBeTruthy();
    expect(screen.queryByText('This file was imported before; nothing was changed.')).toBeNull();
    expect(await screen.findByTestId('bank-file-import-row')).toBeTruthy();

    fireEvent.click(upload);
    expect(await screen.findByText('This file was imported before; nothing was changed.')).toBeTruthy();
  });

  it('opens the report of an earlier import from the list', async () => {
    const { requests } = stubFetch((request) => {
      if (request.url.startsWith('/api/admin/bank-files?')) return importPage([imported]);
      if (request.url.startsWith(`/api/admin/bank-files/${imported.id}?`)) return jsonResponse(200, report);
      return jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
    });
    renderCard();
    expect(screen.queryByTestId('bank-file-counts')).toBeNull();
    fireEvent.click(
      await screen.findByRole('button', { name: 'View the report of ing-camt053-20261121.xml' }),
    );
    const counts = await screen.findByTestId('bank-file-counts');
    expect(counts.textContent).toBe('2 matched · 1 already known · 1 unmatched');
    expect(screen.getAllByTestId('bank-file-line')).toHaveLength(2);
    expect(screen.queryByText('This file was imported before; nothing was changed.')).toBeNull();
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('shows the server message of a 422', async () => {
    stubFetch((request) => {
      if (request.method === 'GET') return importPage([]);
      return jsonResponse(422, {
        success: false,
        error: 'Het bestand kon niet worden gelezen: onbekend bestandsformaat.',
        code: 'VALIDATION_FAILED',
        reason: 'bank_file_unreadable',
      });
    });
    renderCard();
    await screen.findByText('No bank files imported yet.');
    chooseFile('statement.xml', '<foo/>');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('The file could not be read.'));
    expect(screen.queryByTestId('bank-file-counts')).toBeNull();
  });

  it('refuses a statement of another account with the server’s reason, instead of the earlier report', async () => {
    const reason =
      'Afschrift ABNAMRO/NL/20261215/000451/1 is van rekening NL30ABNA0512345678, niet van onze rekening NL03RABO0312456789; er is niets geboekt.';
    stubFetch((request) => {
      if (request.url.startsWith('/api/admin/bank-files?')) return importPage([imported]);
      if (request.url.startsWith(`/api/admin/bank-files/${imported.id}?`)) return jsonResponse(200, report);
      return jsonResponse(422, {
        success: false,
        error: reason,
        code: 'VALIDATION_FAILED',
        reason: 'bank_file_not_ours',
        details: [{ field: 'content', message: reason }],
      });
    });
    renderCard();
    fireEvent.click(
      await screen.findByRole('button', { name: 'View the report of ing-camt053-20261121.xml' }),
    );
    await screen.findByTestId('bank-file-counts');
    chooseFile('camt054-other-account.xml', xml);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain(
        'The import failed: This bank file is not about our account or one of our direct debit files; nothing was booked.',
      ),
    );
    expect(screen.queryByTestId('bank-file-counts')).toBeNull();
  });
});
