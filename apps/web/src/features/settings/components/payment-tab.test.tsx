import type { CustomerMandate, CustomerMandates } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const PATH = '/dashboard/instellingen?tab=payment';
const customer = buildUser({ city: 'Utrecht' });

function mandate(overrides: Partial<CustomerMandate> = {}): CustomerMandate {
  return {
    id: '7d0f6c1e-2a4b-4c8d-9e1f-0a2b3c4d5e6f',
    reference: 'HP-MND-000042',
    ibanMasked: 'NL** **** **** **** 4300',
    bic: null,
    accountHolder: 'S. de Vries',
    status: 'valid',
    signedAt: '2025-03-02',
    signedPlace: 'Amersfoort',
    signatureMethod: 'paper',
    lastCollectionDate: '2026-11-02',
    amendmentPending: false,
    returnReasonCode: null,
    subscriptionCount: 2,
    changeMode: 'amend',
    ...overrides,
  };
}

const creditor: CustomerMandates['creditor'] = {
  name: 'Hostportaal B.V.',
  address: 'Stationsplein 45, 3013 AK Rotterdam',
  creditorId: 'NL32ZZZ876543210000',
  scheme: 'CORE',
};

type Answer = (request: RecordedRequest) => Response;

/** The payment tab with the mandates of `lists` (one per GET, the last repeated); PUTs answered by `answer`. */
function renderPaymentTab(lists: CustomerMandates[], answer: Answer = () => jsonResponse(500, {})) {
  const changes: RecordedRequest[] = [];
  let reads = 0;
  const { network } = renderAppAs(customer, PATH, (request) => {
    if (request.url === '/api/mandates') {
      reads += 1;
      const data = lists[Math.min(reads, lists.length) - 1];
      return jsonResponse(200, { success: true, data });
    }
    if (request.url.startsWith('/api/mandates/') && request.method === 'PUT') {
      changes.push(request);
      return answer(request);
    }
    return undefined;
  });
  return { changes, network, reads: () => reads };
}

const article = async (reference: string) =>
  within(await screen.findByRole('article', { name: `Machtiging ${reference}` }));
const detail = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label).nextElementSibling?.textContent;

describe('Betaalgegevens', () => {
  it('shows the mandate as the bank knows it, with a masked IBAN and the creditor', async () => {
    renderPaymentTab([{ mandates: [mandate()], creditor }]);
    expect(await screen.findByRole('tab', { name: 'Betaalgegevens', selected: true })).toBeTruthy();
    const item = await article('HP-MND-000042');
    expect(item.getByText('Geldig')).toBeTruthy();
    expect(detail(item, 'Rekeningnummer (IBAN)')).toBe('NL** **** **** **** 4300');
    expect(detail(item, 'Rekeninghouder')).toBe('S. de Vries');
    expect(detail(item, 'Afgegeven op')).toBe('02-03-2025');
    expect(detail(item, 'Ondertekend via')).toBe('Papieren machtiging');
    expect(detail(item, 'Laatste incasso')).toBe('02-11-2026');
    expect(detail(item, 'Abonnementen')).toBe('2 abonnementen');
    expect(item.queryByText('BIC')).toBeNull();
    expect(
      screen.getByText(
        'Incassant: Hostportaal B.V., Stationsplein 45, 3013 AK Rotterdam · Incassant-ID: NL32ZZZ876543210000',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('IBAN')).toBeNull();
  });

  it('asks for the account and the consent, then sends the change and confirms it', async () => {
    const changed = mandate({ ibanMasked: 'NL** **** **** **** 4567', amendmentPending: true });
    const { changes, reads } = renderPaymentTab(
      [
        { mandates: [mandate()], creditor },
        { mandates: [changed], creditor },
      ],
      () =>
        jsonResponse(200, {
          success: true,
          data: { mandate: changed, renewed: false, collectedInvoiceNumbers: ['2026-000417'] },
        }),
    );
    const item = await article('HP-MND-000042');
    fireEvent.click(item.getByRole('button', { name: 'Rekeningnummer wijzigen' }));

    expect((item.getByLabelText('Naam rekeninghouder') as HTMLInputElement).value).toBe('S. de Vries');
    expect((item.getByLabelText('Woonplaats') as HTMLInputElement).value).toBe('Amersfoort');
    expect(item.getByText(/incasso-opdrachten onder machtiging HP-MND-000042 voortaan/)).toBeTruthy();
    expect(item.getByText(/binnen 8 weken na de afschrijving/)).toBeTruthy();

    fireEvent.click(item.getByRole('button', { name: 'Rekeningnummer opslaan' }));
    expect(await item.findByText('Vul je IBAN in')).toBeTruthy();
    expect(item.getByText('Geef toestemming voor de automatische incasso')).toBeTruthy();
    expect(changes).toHaveLength(0);

    fireEvent.change(item.getByLabelText('IBAN'), { target: { value: 'NL20 INGB 0001 2345 67' } });
    fireEvent.click(item.getByRole('checkbox', { name: /geef Hostportaal B\.V\. toestemming/ }));
    fireEvent.click(item.getByRole('button', { name: 'Rekeningnummer opslaan' }));

    expect(
      await screen.findByText(
        'Je rekeningnummer is gewijzigd. We hebben je een bevestiging gemaild. Factuur 2026-000417 schrijven we met de volgende incasso af van je nieuwe rekening.',
      ),
    ).toBeTruthy();
    expect(changes[0]?.url).toBe('/api/mandates/7d0f6c1e-2a4b-4c8d-9e1f-0a2b3c4d5e6f/iban');
    expect(JSON.parse(changes[0]?.body ?? '{}')).toEqual({
      iban: 'NL20 INGB 0001 2345 67',
      bic: null,
      accountHolder: 'S. de Vries',
      signedPlace: 'Amersfoort',
      mandateConsent: true,
    });
    await waitFor(() => expect(reads()).toBe(2));
    const updated = await article('HP-MND-000042');
    expect(await updated.findByText('NL** **** **** **** 4567')).toBeTruthy();
    expect(
      updated.getByText('Je nieuwe rekeningnummer geven we bij de volgende incasso door aan je bank.'),
    ).toBeTruthy();
    expect(updated.queryByLabelText('IBAN')).toBeNull();
  }, 15_000);

  it("shows the server's refusal at the IBAN field and keeps the form open", async () => {
    renderPaymentTab([{ mandates: [mandate()], creditor }], () =>
      jsonResponse(422, {
        success: false,
        error: 'Controleer de gemarkeerde velden.',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'iban', message: 'Dit is geen geldig IBAN' }],
      }),
    );
    const item = await article('HP-MND-000042');
    fireEvent.click(item.getByRole('button', { name: 'Rekeningnummer wijzigen' }));
    fireEvent.change(item.getByLabelText('IBAN'), { target: { value: 'NL91ABNA0417164301' } });
    fireEvent.click(item.getByRole('checkbox'));
    fireEvent.click(item.getByRole('button', { name: 'Rekeningnummer opslaan' }));
    expect(await item.findByText('Dit is geen geldig IBAN')).toBeTruthy();
    expect(item.getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Je rekeningnummer is gewijzigd/)).toBeNull();
  }, 15_000);

  it('offers a new mandate for an expired one, with the business-scheme text, and nothing for one no longer used', async () => {
    renderPaymentTab([
      {
        mandates: [
          mandate({ id: 'a1b2c3d4-0000-4000-8000-000000000001', status: 'expired', changeMode: 'renew' }),
          mandate({
            id: 'a1b2c3d4-0000-4000-8000-000000000002',
            reference: 'HP-MND-000007',
            status: 'invalid',
            returnReasonCode: 'AC04',
            subscriptionCount: 0,
            changeMode: 'unused',
          }),
        ],
        creditor: { ...creditor, scheme: 'B2B' },
      },
    ]);
    const expired = await article('HP-MND-000042');
    expect(expired.getByText('Verlopen')).toBeTruthy();
    expect(expired.getByText(/Deze machtiging is verlopen/)).toBeTruthy();
    fireEvent.click(expired.getByRole('button', { name: 'Nieuwe machtiging afgeven' }));
    expect(expired.getByText(/krijgt een nieuw kenmerk en vervangt machtiging HP-MND-000042/)).toBeTruthy();
    expect(expired.getByText(/kun je niet laten terugboeken/)).toBeTruthy();
    expect(expired.queryByText(/binnen 8 weken/)).toBeNull();
    expect(expired.getByRole('button', { name: 'Machtiging afgeven' })).toBeTruthy();

    const unused = await article('HP-MND-000007');
    expect(unused.getByText('Ongeldig')).toBeTruthy();
    expect(
      unused.getByText('Deze machtiging wordt niet meer gebruikt; je hoeft er niets mee te doen.'),
    ).toBeTruthy();
    expect(unused.queryByRole('button')).toBeNull();
  }, 15_000);
});
