import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';
import { cartWithHosting, emptyCart, ok, orderResult, sentBody } from '../test/ordering-fixtures';

// A customer with the complete address a mandate needs; checkout-address.test.tsx is about one without.
const customer = buildUser({
  adres: 'Oudegracht 231',
  zipcode: '3511 NK',
  city: 'Utrecht',
  country: 'NL',
  address: { street: 'Oudegracht', number: '231', zipCode: '3511 NK', city: 'Utrecht', country: 'NL' },
});
const PATH = '/dashboard/bestellen/afrekenen';
const existingMandate = { reference: 'HP-MND-000007', ibanMasked: 'NL** **** **** **43 00' };

type Checkout = (request: RecordedRequest) => Response;

/** The checkout page with a cart; every POST /api/cart/checkout is recorded and answered by `answer`. */
function renderCheckout(cart: ReturnType<typeof cartWithHosting>, answer: Checkout) {
  const checkouts: RecordedRequest[] = [];
  const { network } = renderAppAs(customer, PATH, (request) => {
    if (request.url === '/api/cart') return ok(checkouts.length > 0 ? emptyCart : cart);
    if (request.url === '/api/cart/checkout' && request.method === 'POST') {
      checkouts.push(request);
      return answer(request);
    }
    return undefined;
  });
  return { checkouts, network };
}

function fillMandate() {
  fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'NL91ABNA0417164300' } });
  fireEvent.change(screen.getByLabelText('Naam rekeninghouder'), { target: { value: 'S. de Vries' } });
  fireEvent.change(screen.getByLabelText('Woonplaats'), { target: { value: 'Utrecht' } });
}

const placeOrder = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Bestellen met betaalverplichting' }));
const mandateConsentBox = () => screen.getByRole('checkbox', { name: /toestemming/ });

/** The terms and, as a consumer, the consent to start at once (issue 28). */
async function acceptTerms() {
  fireEvent.click(await screen.findByRole('checkbox', { name: /algemene voorwaarden/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /direct begint/ }));
}
const acceptance = { termsVersion: 3, privacyVersion: 2, acceptTerms: true, immediateStart: true };

describe('Afrekenen', () => {
  it('asks for the account and the consent before anything is sent', async () => {
    const { checkouts } = renderCheckout(cartWithHosting(), () => ok(orderResult, 201));
    expect(await screen.findByText('Machtiging doorlopende SEPA-incasso')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Je adres' })).toBeNull();
    expect(screen.getByText(/geef je Hostportaal B\.V\. toestemming/)).toBeTruthy();
    expect(screen.getByText(/binnen 8 weken na de afschrijving/)).toBeTruthy();
    expect(screen.getByText(/ontvang je eerst een factuur per e-mail/)).toBeTruthy();

    placeOrder();
    expect(await screen.findByText('Vul je IBAN in')).toBeTruthy();
    expect(screen.getByText('Vul de naam van de rekeninghouder in')).toBeTruthy();
    expect(screen.getByText('Vul je woonplaats in')).toBeTruthy();
    expect(screen.getByText('Geef toestemming voor de automatische incasso')).toBeTruthy();

    fillMandate();
    placeOrder();
    expect(await screen.findByText('Geef toestemming voor de automatische incasso')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Vul je IBAN in')).toBeNull());
    expect(mandateConsentBox().getAttribute('aria-invalid')).toBe('true');
    expect(checkouts).toHaveLength(0);
  }, 15_000);

  it('places the order with a new mandate and shows the new subscriptions and first invoices', async () => {
    const { checkouts, network } = renderCheckout(cartWithHosting(), () => ok(orderResult, 201));
    const summary = within(await screen.findByRole('region', { name: 'Je winkelwagen' }));
    expect(summary.getByText('Totaal incl. btw').nextElementSibling?.textContent).toBe('€\u00a0181,38');

    fillMandate();
    fireEvent.click(mandateConsentBox());
    await acceptTerms();
    placeOrder();

    expect(await screen.findByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeTruthy();
    expect(sentBody(checkouts[0])).toEqual({
      mandate: {
        iban: 'NL91ABNA0417164300',
        bic: null,
        accountHolder: 'S. de Vries',
        signedPlace: 'Utrecht',
        mandateConsent: true,
      },
      acceptance,
    });
    expect(screen.getByText(/machtiging HP-MND-000123/)).toBeTruthy();
    expect(screen.getByText('jaarlijks, vanaf 21-11-2026')).toBeTruthy();
    const invoice = within(screen.getByText('Factuur 2026-000042').closest('li') as HTMLElement);
    expect(invoice.getByText('Bedrag incl. btw').nextElementSibling?.textContent).toBe('€\u00a0181,38');
    expect(invoice.getByText('Vervaldatum').nextElementSibling?.textContent).toBe('05-12-2026');
    expect(screen.getByRole('link', { name: 'Naar je facturen' }).getAttribute('href')).toBe(
      '/dashboard/invoices',
    );
    expect(screen.getByRole('link', { name: 'Naar je abonnementen' }).getAttribute('href')).toBe(
      '/dashboard/subscriptions',
    );
    // The emptied cart is read again; the confirmation stays on screen.
    await waitFor(() =>
      expect(network.requests.filter((request) => request.url === '/api/cart')).toHaveLength(2),
    );
    expect(screen.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeTruthy();
  }, 15_000);

  it("shows the server's field errors at the fields", async () => {
    renderCheckout(cartWithHosting(), () =>
      jsonResponse(422, {
        success: false,
        error: 'Validatie mislukt',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'mandate.iban', message: 'Dit IBAN klopt niet. Controleer het nummer.' }],
      }),
    );
    await screen.findByLabelText('IBAN');
    fillMandate();
    fireEvent.click(mandateConsentBox());
    await acceptTerms();
    placeOrder();
    expect(await screen.findByText('Dit IBAN klopt niet. Controleer het nummer.')).toBeTruthy();
    expect(screen.getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  }, 15_000);

  it('uses the existing mandate with {mandate: null} and shows a refusal with its message', async () => {
    let attempt = 0;
    const { checkouts } = renderCheckout(cartWithHosting(1, existingMandate), () => {
      attempt += 1;
      return attempt === 1
        ? jsonResponse(409, {
            success: false,
            error: 'Je hebt nog geen geldige machtiging; geef er een af.',
            code: 'MANDATE_INVALID',
            reason: 'no_valid_mandate',
          })
        : ok(orderResult, 201);
    });
    const existing = await screen.findByRole('radio', {
      name: 'Gebruik je bestaande machtiging (HP-MND-000007, NL** **** **** **43 00)',
    });
    expect((existing as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('IBAN')).toBeNull();

    // Without the terms nothing is sent: the boxes say what is missing.
    placeOrder();
    expect(await screen.findByText('Ga akkoord met de algemene voorwaarden om te bestellen')).toBeTruthy();
    expect(screen.getByText(/Geef toestemming om direct te beginnen/)).toBeTruthy();
    expect(checkouts).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Algemene voorwaarden (versie 3)' }).getAttribute('href')).toBe(
      '/voorwaarden',
    );
    expect(screen.getByRole('link', { name: 'Privacyverklaring (versie 2)' }).getAttribute('href')).toBe(
      '/privacy',
    );
    await acceptTerms();
    placeOrder();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Je hebt nog geen geldige machtiging; geef er een af.',
    );
    expect(sentBody(checkouts[0])).toEqual({ mandate: null, acceptance });

    placeOrder();
    expect(await screen.findByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeTruthy();
    expect(sentBody(checkouts[1])).toEqual({ mandate: null, acceptance });
  }, 15_000);

  it('offers a way back when the cart is empty', async () => {
    renderCheckout(emptyCart, () => ok(orderResult, 201));
    expect(await screen.findByText('Je winkelwagen is leeg')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pakket kiezen' }).getAttribute('href')).toBe(
      '/dashboard/bestellen',
    );
    expect(screen.queryByRole('button', { name: 'Bestellen met betaalverplichting' })).toBeNull();
  });
});
