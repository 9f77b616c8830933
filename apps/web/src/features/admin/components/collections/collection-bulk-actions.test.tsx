import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-stub';
import { CollectionsSection } from '../../sections/collections-section';
import { letterPreviewResponse } from '../letters/letter-preview-fixture';
import { buildCase, collectionsApi, lastBody, renderWithApi } from './collection-test-fixtures';

const selectRow = (customer: string, invoice: string) =>
  fireEvent.click(screen.getByRole('checkbox', { name: `Select ${customer} (${invoice})` }));

async function confirmLetters(name: string) {
  const dialog = await screen.findByRole('dialog');
  const send = await within(dialog).findByRole('button', { name });
  await waitFor(() => expect(send).toHaveProperty('disabled', false));
  fireEvent.click(send);
}

describe('Collection Center bulk actions', () => {
  it('says in the screen language why the server would skip a claim, however the server words it (issue 20)', async () => {
    const first = buildCase(1);
    const second = buildCase(2);
    const refused = {
      reason: 'Deze klant heeft geen achterstallige facturen.',
      code: 'CONFLICT',
      refusal: 'no_overdue_invoices',
    };
    renderWithApi(
      <CollectionsSection />,
      collectionsApi([first, second], (request) =>
        request.url === '/api/admin/letters/preview'
          ? letterPreviewResponse(request, { [second.subscriptionId ?? '']: refused })
          : undefined,
      ),
    );
    await screen.findByText('Klant 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all cases on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send collection letters' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send collection letters' }));
    expect(await dialog.findByText('Klant 2: This customer has no overdue invoices.')).toBeTruthy();
    expect(dialog.queryByText(/achterstallige/)).toBeNull();
  });

  it('sends bulk 14-day letters per subscription and names all, some or none generated', async () => {
    const first = buildCase(1);
    const second = buildCase(2);
    const withoutSubscription = buildCase(3, { subscriptionId: null });
    // The server's skipped items carry its Dutch text and the refusal the screen words in English (issue 20).
    const answers = [
      { successCount: 2, errorCount: 0, totalProcessed: 2, skipped: [] },
      {
        successCount: 1,
        errorCount: 1,
        totalProcessed: 2,
        skipped: [
          {
            id: second.subscriptionId,
            reason: 'Voor de openstaande facturen is al 14-dagenbrief BRF-2026-00007 verstuurd.',
            code: 'CONFLICT',
            refusal: 'notice_already_sent',
            params: { letter: 'BRF-2026-00007' },
          },
        ],
      },
      {
        successCount: 0,
        errorCount: 1,
        totalProcessed: 1,
        skipped: [
          {
            id: first.subscriptionId,
            reason: 'Een 14-dagenbrief is alleen voor consumenten.',
            code: 'CONFLICT',
            refusal: 'notice_business_customer',
          },
        ],
      },
    ];
    const { requests } = renderWithApi(
      <CollectionsSection />,
      collectionsApi([first, second, withoutSubscription], (request) =>
        request.url === '/api/admin/generate-bulk-letters'
          ? jsonResponse(200, { success: true, data: answers.shift() })
          : undefined,
      ),
    );
    await screen.findByText('Klant 1');
    const bulkPosts = () => requests.filter((request) => request.url === '/api/admin/generate-bulk-letters');

    fireEvent.click(screen.getByRole('button', { name: 'Send 14-day letters' }));
    expect(await screen.findByText('Please select cases first')).toBeTruthy();
    selectRow('Klant 3', '2026-00003');
    fireEvent.click(screen.getByRole('button', { name: 'Send 14-day letters' }));
    expect(await screen.findByText('No valid subscription IDs found for selected accounts')).toBeTruthy();
    expect(bulkPosts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all cases on this page' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send 14-day letters' }));
    // Issue 20: nothing goes out before the count and the fees the server computed were confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'Send 14-day letters' });
    expect(
      await within(dialog).findByText(
        '2 14-day letters for € 242,00 unpaid. If their terms pass unpaid, € 80,00 in collection costs in total will be charged.',
      ),
    ).toBeTruthy();
    expect(lastBody(requests, 'POST', '/api/admin/letters/preview')).toEqual({
      letterType: 'notice',
      subscriptionIds: [first.subscriptionId, second.subscriptionId],
    });
    expect(bulkPosts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send 2 letters' }));
    expect(await screen.findByText('14-day letter: 2 letters generated')).toBeTruthy();
    expect(JSON.parse(bulkPosts()[0]?.body ?? '{}')).toEqual({
      subscriptionIds: [first.subscriptionId, second.subscriptionId],
      letterType: 'notice',
      sendEmail: true,
    });
    expect(screen.getByText('0 selected')).toBeTruthy();

    selectRow('Klant 1', '2026-00001');
    selectRow('Klant 2', '2026-00002');
    fireEvent.click(screen.getByRole('button', { name: 'Send 14-day letters' }));
    await confirmLetters('Send 2 letters');
    expect(await screen.findByText('14-day letter: 1 of 2 letters generated, 1 failed')).toBeTruthy();
    expect(
      screen.getByText('Klant 2: 14-day notice BRF-2026-00007 has already been sent for the open invoices.'),
    ).toBeTruthy();
    expect(screen.queryByText(/al 14-dagenbrief/)).toBeNull();

    selectRow('Klant 1', '2026-00001');
    fireEvent.click(screen.getByRole('button', { name: 'Send collection letters' }));
    const collection = await screen.findByRole('dialog', { name: 'Send collection letters' });
    expect(
      await within(collection).findByText(
        '1 collection letter charging € 40,00 in collection costs on € 121,00 unpaid.',
      ),
    ).toBeTruthy();
    await confirmLetters('Send 1 letter');
    expect(await screen.findByText('Failed to generate any letters')).toBeTruthy();
    expect(
      screen.getByText(
        'Klant 1: A 14-day notice is for consumers only; a business customer owes the collection costs without it.',
      ),
    ).toBeTruthy();
    expect(JSON.parse(bulkPosts()[2]?.body ?? '{}')).toMatchObject({ letterType: 'collection' });
  });

  it('asks before suspending services in bulk and lists what was skipped, in English in nl too', async () => {
    const first = buildCase(1, { collectionStage: 'final_notice' });
    const second = buildCase(2);
    const { requests } = renderWithApi(
      <CollectionsSection />,
      collectionsApi([first, second], (request) =>
        request.url === '/api/admin/collections/cases/bulk-suspend'
          ? jsonResponse(200, {
              success: true,
              data: {
                done: 1,
                skipped: [
                  {
                    id: second.id,
                    reason: 'Opschorten kan pas na de laatste aanmaning',
                    code: 'CONFLICT',
                    refusal: 'suspend_after_last_reminder',
                  },
                ],
              },
            })
          : undefined,
      ),
    );
    await screen.findByText('Klant 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all cases on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Suspend services' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend services' }));
    expect(dialog.getByText('Are you sure you want to suspend services for 2 customers?')).toBeTruthy();
    expect(requests.some((request) => request.url.endsWith('/bulk-suspend'))).toBe(false);

    fireEvent.click(dialog.getByRole('button', { name: 'Suspend services' }));
    expect(await screen.findByText('Suspend services: done for 1 case')).toBeTruthy();
    expect(screen.getByText('Klant 2: Suspending is only possible after the final reminder.')).toBeTruthy();
    expect(screen.queryByText(/aanmaning/)).toBeNull();
    expect(lastBody(requests, 'POST', '/api/admin/collections/cases/bulk-suspend')).toEqual({
      caseIds: [first.id, second.id],
    });
  });
});
