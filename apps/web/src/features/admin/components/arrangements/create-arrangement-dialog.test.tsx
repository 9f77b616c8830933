import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import type { RecordedRequest } from '../../../../test/fetch-stub';
import { CollectionsSection } from '../../sections/collections-section';
import { buildCase, collectionsApi, lastBody, renderWithApi } from '../collections/collection-test-fixtures';
import {
  buildArrangement,
  buildDetail,
  buildOptions,
  created,
  customerId,
  invoiceId,
  letterId,
  ok,
  refusal,
  rules,
  secondInvoiceId,
} from './arrangement-test-fixtures';
import { ArrangementWordsProvider, incassoBeheerWords } from './arrangement-words';
import { CustomerArrangementDialog } from './customer-arrangement-dialog';

const openMenu = (name: string) => fireEvent.pointerDown(screen.getByRole('button', { name }), { button: 0 });
const optionsUrl = `/api/admin/users/${customerId}/arrangement-options`;
const createUrl = `/api/admin/users/${customerId}/arrangements`;

async function openArrangementFromMenu() {
  await screen.findByRole('button', { name: 'Actions for Klant 1 (2026-00001)' });
  openMenu('Actions for Klant 1 (2026-00001)');
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Payment arrangement…' }));
}

describe('Payment arrangement from the Collection Center', () => {
  it('agrees one for the customer of a case: all open claims chosen, the split shown, the rules noted', async () => {
    const row = buildCase(1);
    const agreed = buildArrangement(1);
    let creates = 0;
    const { requests } = renderWithApi(
      <CollectionsSection />,
      collectionsApi([row], (request: RecordedRequest) => {
        // Once agreed, the options name the new arrangement: it replaces the dialog before the call settles.
        if (request.url === optionsUrl) return ok(buildOptions(creates >= 2 ? { current: agreed } : {}));
        if (request.url === '/api/admin/settings/arrangements')
          return ok({ ...rules, resumeOnFirstInstalment: false });
        if (request.url === createUrl) {
          creates += 1;
          return creates === 1
            ? refusal(422, 'arrangement_claim_at_bank', { label: '2026-00002' })
            : created(agreed);
        }
        if (request.url === `/api/admin/arrangements/${agreed.id}`) return ok(buildDetail(1));
        return undefined;
      }),
    );
    await openArrangementFromMenu();
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment arrangement for Klant 1' }));
    const claimBoxes = (await dialog.findAllByRole('checkbox')).filter((box) =>
      [invoiceId, secondInvoiceId, letterId].includes((box as HTMLInputElement).value),
    ) as HTMLInputElement[];
    expect(claimBoxes).toHaveLength(3);
    expect(claimBoxes.every((box) => box.checked)).toBe(true);
    expect(dialog.getByText('Invoice 2026-00001')).toBeTruthy();
    expect(dialog.getByText('Collection costs of letter BRF-2026-00004')).toBeTruthy();
    expect(dialog.getByText('Total: € 221,50')).toBeTruthy();
    // The company's default for resuming services, from the rules.
    const resume = dialog.getByLabelText('Resume suspended services once the first instalment is paid');
    expect((resume as HTMLInputElement).checked).toBe(false);

    // Leaving the second invoice out; eight instalments are more than the rules allow and below the minimum.
    fireEvent.click(claimBoxes[1] as HTMLInputElement);
    expect(await dialog.findByText('Total: € 161,00')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Number of instalments'), { target: { value: '8' } });
    expect(await dialog.findByText('more than 6 instalments')).toBeTruthy();
    expect(dialog.getByText('instalments below € 25,00')).toBeTruthy();
    const preview = within(dialog.getByRole('list', { name: 'Schedule' }));
    expect(preview.getAllByRole('listitem')).toHaveLength(8);
    expect(preview.getAllByRole('listitem')[0]?.textContent?.replace(/\s+/g, ' ')).toBe(
      '1. € 20,12 on 05-01-2099',
    );

    fireEvent.change(dialog.getByLabelText('Number of instalments'), { target: { value: '3' } });
    fireEvent.change(dialog.getByLabelText('Paid by'), { target: { value: 'sepa' } });
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: 'Belt elke maand' } });
    fireEvent.click(resume);
    await waitFor(() => expect(dialog.queryByText('more than 6 instalments')).toBeNull());
    fireEvent.click(dialog.getByRole('button', { name: 'Agree arrangement' }));
    expect(
      await dialog.findByText(
        'That did not work: The direct debit of 2026-00002 is with the bank; wait for its outcome.',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Agree arrangement' }));

    expect(await screen.findByText('Payment arrangement BR-2026-00001 agreed with Klant 1')).toBeTruthy();
    expect(lastBody(requests, 'POST', createUrl)).toEqual({
      claimIds: [invoiceId, letterId],
      instalments: 3,
      firstDueDate: '2099-01-05',
      method: 'sepa',
      note: 'Belt elke maand',
      resumeOnFirstInstalment: true,
    });
    // The new arrangement opens in its detail.
    expect(await screen.findByRole('dialog', { name: 'Payment arrangement BR-2026-00001' })).toBeTruthy();
  });

  it('names the arrangement that holds a case instead of the dunning step, and opens it from the menu', async () => {
    const arrangement = buildDetail(3);
    const row = buildCase(1, {
      nextStepCode: 'in_arrangement',
      nextActor: 'arrangement',
      arrangement: {
        id: arrangement.id,
        number: arrangement.number,
        status: 'active',
        nextInstalment: { sequence: 2, amountCents: 7_383, dueDate: '2027-01-01' },
      },
    });
    const { requests } = renderWithApi(
      <CollectionsSection />,
      collectionsApi([row], (request) =>
        request.url === `/api/admin/arrangements/${arrangement.id}` ? ok(arrangement) : undefined,
      ),
    );
    const held = await screen.findByText((_text, element) =>
      element?.tagName === 'P'
        ? element.textContent?.replace(/\s+/g, ' ') ===
          'Payment arrangement BR-2026-00003 · next instalment € 73,83 on 01-01-2027'
        : false,
    );
    expect(held).toBeTruthy();
    expect(screen.queryByText(/^Next: /)).toBeNull();
    await openArrangementFromMenu();
    expect(await screen.findByRole('dialog', { name: 'Payment arrangement BR-2026-00003' })).toBeTruthy();
    expect(requests.some((request) => request.url === optionsUrl)).toBe(false);
  });

  it('opens the arrangement the customer already has', async () => {
    const current = buildArrangement(4, { status: 'proposed' });
    renderWithApi(
      <CustomerArrangementDialog
        target={{ userId: customerId, customerName: 'Klant 4', arrangementId: null }}
        onClose={() => undefined}
      />,
      (request) => {
        if (request.url === optionsUrl) return ok(buildOptions({ current }));
        if (request.url === `/api/admin/arrangements/${current.id}`)
          return ok(buildDetail(4, { status: 'proposed' }));
        return undefined;
      },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment arrangement BR-2026-00004' }));
    expect(await dialog.findByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('speaks Dutch in Incasso Beheer in nl, and says when nothing is open', async () => {
    await i18n.changeLanguage('nl');
    renderWithApi(
      <ArrangementWordsProvider words={incassoBeheerWords}>
        <CustomerArrangementDialog
          target={{ userId: customerId, customerName: 'Klant 1', arrangementId: null }}
          onClose={() => undefined}
        />
      </ArrangementWordsProvider>,
      (request) => {
        if (request.url === optionsUrl) return ok(buildOptions({ claims: [], totalCents: 0 }));
        if (request.url === '/api/admin/settings/arrangements') return ok(rules);
        return undefined;
      },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Betalingsregeling voor Klant 1' }));
    expect(
      await dialog.findByText('Deze klant heeft geen openstaande posten om in termijnen te betalen.'),
    ).toBeTruthy();
  });
});
