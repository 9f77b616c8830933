import type { AdminUserMandate, CustomerMandate } from '@hostportaal/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../../test/fetch-stub';
import { SignedInAs } from '../../../../test/signed-in-as';
import { UserMandatesCard } from './user-mandates-card';

const userId = '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11';
const mandate: AdminUserMandate = {
  id: '5c3e6679-7425-40de-944b-e07fc1f90ae5',
  reference: 'HP-MANDATE-0044',
  ibanMasked: 'NL** **** **** **** 6543',
  status: 'invalid',
  signedAt: '2025-03-14',
  signatureMethod: 'web_consent',
};
const url = `/api/admin/users/${userId}/mandates/${mandate.id}/iban`;

function changed(overrides: Partial<CustomerMandate> = {}, collectedInvoiceNumbers: string[] = []) {
  return jsonResponse(200, {
    success: true,
    data: {
      mandate: {
        id: mandate.id,
        reference: mandate.reference,
        ibanMasked: 'NL** **** **** **** 6789',
        bic: null,
        accountHolder: 'Webwinkel Noord V.O.F.',
        status: 'valid',
        signedAt: '2025-03-14',
        signedPlace: 'Groningen',
        signatureMethod: 'paper',
        lastCollectionDate: '2026-12-02',
        amendmentPending: true,
        returnReasonCode: null,
        subscriptionCount: 1,
        changeMode: 'amend',
        ...overrides,
      },
      renewed: overrides.reference !== undefined,
      collectedInvoiceNumbers,
    },
  });
}

function renderCard(answer: (request: RecordedRequest) => Response) {
  const network = stubFetch((request) =>
    request.url === url && request.method === 'PUT'
      ? answer(request)
      : jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' }),
  );
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <SignedInAs userRole="finance">
        <UserMandatesCard
          userId={userId}
          mandates={[mandate]}
          defaults={{ accountHolder: 'Webwinkel Noord V.O.F.', signedPlace: 'Groningen' }}
        />
      </SignedInAs>
    </AppProviders>,
  );
  return network;
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Change IBAN of mandate HP-MANDATE-0044' }));
  return within(await screen.findByRole('dialog', { name: 'Change IBAN of mandate HP-MANDATE-0044' }));
}

const fieldError = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;

describe('Change IBAN dialog (admin user detail)', () => {
  it('sends the signed mandate and says which invoices go with the next collection', async () => {
    const { requests } = renderCard(() => changed({}, ['2026-000144', '2026-000151']));
    expect(screen.getByText('Invalid')).toBeTruthy();
    const dialog = await openDialog();
    expect((dialog.getByLabelText('Account holder') as HTMLInputElement).value).toBe(
      'Webwinkel Noord V.O.F.',
    );
    expect((dialog.getByLabelText('Place of signing') as HTMLInputElement).value).toBe('Groningen');

    fireEvent.click(dialog.getByRole('button', { name: 'Save new IBAN' }));
    expect(await dialog.findByText('This field is required')).toBeTruthy();
    expect(dialog.getByText('Only record a new IBAN when the signed mandate is on file')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    fireEvent.change(dialog.getByLabelText('New IBAN'), { target: { value: 'NL02 ABNA 0123 4567 89' } });
    fireEvent.change(dialog.getByLabelText('How the customer signed'), { target: { value: 'e_mandate' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /signed for this account is on file/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save new IBAN' }));

    expect(
      await screen.findByText(
        'Mandate HP-MANDATE-0044 now collects from NL** **** **** **** 6789. Invoices 2026-000144, 2026-000151 go with the next collection.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      iban: 'NL02 ABNA 0123 4567 89',
      bic: null,
      accountHolder: 'Webwinkel Noord V.O.F.',
      signedPlace: 'Groningen',
      signatureMethod: 'e_mandate',
      mandateConsent: true,
    });
  });

  it('puts the server’s field errors at their fields and its other refusals above the buttons', async () => {
    let answer = jsonResponse(422, {
      success: false,
      error: 'Validatie mislukt',
      code: 'VALIDATION_FAILED',
      details: [
        {
          field: 'iban',
          message: 'Van dit rekeningnummer kon niet worden afgeschreven. Geef een ander IBAN op.',
        },
        { field: 'bic', message: 'Dit is geen geldige BIC' },
      ],
    });
    renderCard(() => answer);
    const dialog = await openDialog();
    fireEvent.change(dialog.getByLabelText('New IBAN'), { target: { value: 'NL71INGB0009876543' } });
    fireEvent.change(dialog.getByLabelText('BIC (optional)'), { target: { value: 'XXXX' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /on file/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save new IBAN' }));

    await waitFor(() =>
      expect(fieldError(dialog.getByLabelText('New IBAN'))).toBe(
        'Van dit rekeningnummer kon niet worden afgeschreven. Geef een ander IBAN op.',
      ),
    );
    expect(fieldError(dialog.getByLabelText('BIC (optional)'))).toBe('Dit is geen geldige BIC');
    expect(dialog.queryByRole('alert')).toBeNull();

    answer = jsonResponse(409, {
      success: false,
      error: 'Deze machtiging handelen we persoonlijk met je af. Neem contact met ons op.',
      code: 'CONFLICT',
      reason: 'mandate_handled_personally',
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save new IBAN' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The IBAN was not changed: We handle this mandate with you personally. Please contact us.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says so when the mandate was renewed and nothing waited for it', async () => {
    renderCard(() => changed({ id: '6d3e6679-7425-40de-944b-e07fc1f90ae6', reference: 'HP-MANDATE-0107' }));
    const dialog = await openDialog();
    fireEvent.change(dialog.getByLabelText('New IBAN'), { target: { value: 'NL02ABNA0123456789' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /on file/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save new IBAN' }));
    expect(
      await screen.findByText(
        'Mandate HP-MANDATE-0044 was renewed as HP-MANDATE-0107, collecting from NL** **** **** **** 6789. No invoice was waiting for a new account.',
      ),
    ).toBeTruthy();
  });
});
