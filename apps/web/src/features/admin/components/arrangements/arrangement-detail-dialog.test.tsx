import type { ArrangementDetail } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../../test/fetch-stub';
import { lastBody, renderWithApi } from '../collections/collection-test-fixtures';
import { ArrangementDetailDialog } from './arrangement-detail-dialog';
import { buildDetail, ok, refusal } from './arrangement-test-fixtures';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:confirmation');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The detail route answering with `current`, which an action's answer may replace. */
function arrangementApi(
  initial: ArrangementDetail,
  act: (
    action: string,
    request: RecordedRequest,
  ) => { answer: Response; next?: ArrangementDetail } | undefined,
) {
  let current = initial;
  const base = `/api/admin/arrangements/${initial.id}`;
  return (request: RecordedRequest) => {
    if (request.url === base && request.method === 'GET') return ok(current);
    if (!request.url.startsWith(`${base}/`)) return undefined;
    const outcome = act(request.url.slice(base.length + 1), request);
    if (outcome?.next) current = outcome.next;
    return outcome?.answer;
  };
}

const detailGets = (requests: RecordedRequest[], id: string) =>
  requests.filter((request) => request.url === `/api/admin/arrangements/${id}` && request.method === 'GET')
    .length;

async function openDialog(number = 'BR-2026-00001') {
  return within(await screen.findByRole('dialog', { name: `Payment arrangement ${number}` }));
}

describe('Payment arrangement detail', () => {
  it('shows why a proposal waits, refuses a rejection without a reason and approves it', async () => {
    const proposal = buildDetail(1, {
      status: 'proposed',
      origin: 'customer',
      customerNote: 'Ik heb in januari weer werk.',
      breaches: [
        { code: 'arrangement_too_many_instalments', message: 'Ten hoogste 6 termijnen.' },
        { code: 'arrangement_new_rule', message: 'Een regel die deze client nog niet kent.' },
      ],
      events: [
        {
          type: 'proposed',
          at: '2026-11-20T09:00:00.000Z',
          actorName: 'Klant 1',
          data: { instalments: 8, note: 'Ik heb in januari weer werk.' },
        },
      ],
    });
    const approved = { ...proposal, status: 'active' as const, breaches: proposal.breaches };
    let rejections = 0;
    const { requests } = renderWithApi(
      <ArrangementDetailDialog arrangementId={proposal.id} onClose={() => undefined} />,
      arrangementApi(proposal, (action) => {
        if (action === 'reject') {
          rejections += 1;
          return { answer: refusal(409, 'arrangement_not_proposed') };
        }
        if (action === 'approve') return { answer: ok(approved), next: approved };
        return undefined;
      }),
    );
    const dialog = await openDialog();
    expect(
      await dialog.findByText('This proposal breaks the company rules, so it waits for your decision:'),
    ).toBeTruthy();
    expect(dialog.getByText('More instalments than the rules allow')).toBeTruthy();
    // A rule this client has no words for keeps the server's text; a known one never shows it.
    expect(dialog.getByText('Een regel die deze client nog niet kent.')).toBeTruthy();
    expect(dialog.queryByText('Ten hoogste 6 termijnen.')).toBeNull();
    expect(dialog.getByText('Proposed by the customer')).toBeTruthy();
    expect(dialog.getByText('Instalments: 8')).toBeTruthy();
    const buttons = dialog.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(
      expect.arrayContaining(['Approve', 'Reject', 'Adjust schedule', 'Book payment', 'End arrangement']),
    );
    expect(buttons).not.toContain('Download confirmation');
    expect(buttons).not.toContain('Resume services');

    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Reject proposal' }));
    expect(await dialog.findByText('Enter a reason of at least 3 characters')).toBeTruthy();
    expect(rejections).toBe(0);
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: '  Te veel termijnen  ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject proposal' }));
    expect(
      await dialog.findByText('That did not work: Only a proposal can be approved or rejected.'),
    ).toBeTruthy();
    expect(lastBody(requests, 'POST', `/api/admin/arrangements/${proposal.id}/reject`)).toEqual({
      reason: 'Te veel termijnen',
    });

    fireEvent.click(dialog.getByRole('button', { name: 'Back' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Approve' }));
    fireEvent.change(await dialog.findByLabelText('Note (optional)'), {
      target: { value: 'Akkoord na belletje' },
    });
    const gets = detailGets(requests, proposal.id);
    fireEvent.click(dialog.getAllByRole('button', { name: 'Approve' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Payment arrangement BR-2026-00001 approved')).toBeTruthy();
    expect(lastBody(requests, 'POST', `/api/admin/arrangements/${proposal.id}/approve`)).toEqual({
      note: 'Akkoord na belletje',
    });
    // The dialog reloads the arrangement: it is active now and agreed outside the rules.
    await waitFor(() => expect(detailGets(requests, proposal.id)).toBeGreaterThan(gets));
    expect(await dialog.findByText('Agreed outside these company rules:')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Download confirmation' })).toBeTruthy();
  });

  it('books a payment once per intent, with the same key on a retry', async () => {
    const arrangement = buildDetail(1);
    let posts = 0;
    const { requests } = renderWithApi(
      <ArrangementDetailDialog arrangementId={arrangement.id} onClose={() => undefined} />,
      arrangementApi(arrangement, (action) => {
        if (action !== 'payments') return undefined;
        posts += 1;
        if (posts === 1)
          return {
            answer: jsonResponse(503, { success: false, error: 'Even niet', code: 'SERVICE_UNAVAILABLE' }),
          };
        const paid = { ...arrangement, paidCents: 10_000, remainingCents: 12_150 };
        return { answer: ok(paid), next: paid };
      }),
    );
    const dialog = await openDialog();
    fireEvent.click(await dialog.findByRole('button', { name: 'Book payment' }));
    const amount = (await dialog.findByLabelText('Amount (€)')) as HTMLInputElement;
    // What is open on the next instalment is the suggestion.
    expect(amount.value).toBe('73,83');
    expect(dialog.getByText('Still open: € 221,50')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Book payment' }));
    expect(await dialog.findByText('Enter an amount above € 0,00')).toBeTruthy();
    expect(posts).toBe(0);

    fireEvent.change(amount, { target: { value: '100,00' } });
    fireEvent.change(dialog.getByLabelText('Received by'), { target: { value: 'manual' } });
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: 'Aan de balie' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Book payment' }));
    expect(await dialog.findByText(/^That did not work: /)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Book payment' }));
    expect(await screen.findByText('€ 100,00 booked on BR-2026-00001')).toBeTruthy();

    const url = `/api/admin/arrangements/${arrangement.id}/payments`;
    const bookings = requests.filter((request) => request.url === url);
    expect(lastBody(requests, 'POST', url)).toEqual({
      amountCents: 10_000,
      method: 'manual',
      note: 'Aan de balie',
    });
    const keys = bookings.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // Back in the view, with the reloaded figures.
    expect(await dialog.findByText('€ 121,50')).toBeTruthy();
  });

  it('adjusts the schedule with a preview of the equal split, and ends the arrangement with a reason', async () => {
    const arrangement = buildDetail(1);
    const adjusted = buildDetail(1, {
      scheduleVersion: 2,
      earlierSchedules: [
        {
          version: 1,
          instalments: arrangement.instalments.map(({ sequence, amountCents, dueDate }) => ({
            sequence,
            amountCents,
            dueDate,
          })),
        },
      ],
    });
    const ended = { ...adjusted, status: 'ended' as const, closeReason: 'Klant betaalt alles in één keer' };
    const { requests } = renderWithApi(
      <ArrangementDetailDialog arrangementId={arrangement.id} onClose={() => undefined} />,
      arrangementApi(arrangement, (action) =>
        action === 'adjust'
          ? { answer: ok(adjusted), next: adjusted }
          : action === 'end'
            ? { answer: ok(ended), next: ended }
            : undefined,
      ),
    );
    const dialog = await openDialog();
    fireEvent.click(await dialog.findByRole('button', { name: 'Adjust schedule' }));
    expect(
      await dialog.findByText(
        'A new schedule over what is still open, € 221,50. The current schedule stays in the history.',
      ),
    ).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Number of instalments'), { target: { value: '40' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save new schedule' }));
    expect(await dialog.findByText('Enter a whole number from 1 to 36')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Number of instalments'), { target: { value: '4' } });
    fireEvent.change(dialog.getByLabelText('First due date'), { target: { value: '2099-03-01' } });
    const preview = within(await dialog.findByRole('list', { name: 'Schedule' }));
    expect(preview.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s+/g, ' '))).toEqual([
      '1. € 55,37 on 01-03-2099',
      '2. € 55,37 on 01-04-2099',
      '3. € 55,37 on 01-05-2099',
      '4. € 55,39 on 01-06-2099',
    ]);
    fireEvent.click(dialog.getByRole('button', { name: 'Save new schedule' }));
    expect(await screen.findByText('New schedule for BR-2026-00001 saved')).toBeTruthy();
    expect(lastBody(requests, 'POST', `/api/admin/arrangements/${arrangement.id}/adjust`)).toEqual({
      instalments: 4,
      firstDueDate: '2099-03-01',
      note: '',
    });
    expect(await dialog.findByText('Earlier schedules')).toBeTruthy();
    expect(dialog.getByText('Version 1: 3 instalments')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'End arrangement' }));
    expect(await dialog.findByText(/^What is still open \(€ 221,50\) is due at once/)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Reason'), {
      target: { value: 'Klant betaalt alles in één keer' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'End arrangement' }));
    expect(await screen.findByText('Payment arrangement BR-2026-00001 ended')).toBeTruthy();
    expect(lastBody(requests, 'POST', `/api/admin/arrangements/${arrangement.id}/end`)).toEqual({
      reason: 'Klant betaalt alles in één keer',
    });
    expect(await dialog.findByText('Klant betaalt alles in één keer')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'End arrangement' })).toBeNull();
  });

  it('resumes services once the first instalment is paid and downloads the confirmation', async () => {
    const base = buildDetail(1);
    const [first, ...rest] = base.instalments;
    const arrangement = buildDetail(1, {
      paidCents: 7_383,
      remainingCents: 14_767,
      instalments: [
        { ...(first as (typeof base.instalments)[number]), paidCents: 7_383, state: 'paid' },
        ...rest,
      ],
    });
    let resumes = 0;
    const { requests } = renderWithApi(
      <ArrangementDetailDialog arrangementId={arrangement.id} onClose={() => undefined} />,
      (request) => {
        if (request.url === `/api/admin/arrangements/${arrangement.id}/confirmation`)
          return new Response(new Blob(['%PDF']), {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="BR-2026-00001.pdf"',
            },
          });
        return arrangementApi(arrangement, (action) => {
          if (action !== 'resume-services') return undefined;
          resumes += 1;
          return { answer: resumes === 1 ? refusal(409, 'arrangement_closed') : ok(arrangement) };
        })(request);
      },
    );
    const dialog = await openDialog();
    fireEvent.click(await dialog.findByRole('button', { name: 'Resume services' }));
    expect(await dialog.findByText('That did not work: This payment arrangement is closed.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Resume services' }));
    expect(await screen.findByText('Services of Klant 1 resumed')).toBeTruthy();
    expect(lastBody(requests, 'POST', `/api/admin/arrangements/${arrangement.id}/resume-services`)).toEqual(
      {},
    );

    fireEvent.click(dialog.getByRole('button', { name: 'Download confirmation' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const download = requests.find((request) => request.url.endsWith('/confirmation'));
    expect(download?.headers.get('Accept')).toBe('application/pdf');
  });
});
