import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';
import { cartWithHosting, ok, orderResult, sentBody } from '../test/ordering-fixtures';

// Issue 17: a customer without a complete address gives it on the checkout page before the mandate, and
// cannot place the order until it is saved.

const PATH = '/dashboard/bestellen/afrekenen';
const withoutAddress = buildUser({ email: 'sanne@example.nl', country: 'NL' });
const savedUser = buildUser({
  email: 'sanne@example.nl',
  adres: 'Tweede Jan Steenstraat 12-2',
  zipcode: '1073 VK',
  city: 'Amsterdam',
  country: 'NL',
  address: {
    street: 'Tweede Jan Steenstraat',
    number: '12-2',
    zipCode: '1073 VK',
    city: 'Amsterdam',
    country: 'NL',
  },
});

type Answer = (request: RecordedRequest) => Response;

function renderCheckout(saveProfile: Answer) {
  const profiles: RecordedRequest[] = [];
  const checkouts: RecordedRequest[] = [];
  renderAppAs(withoutAddress, PATH, (request) => {
    if (request.url === '/api/cart') return ok(cartWithHosting());
    if (request.url === '/auth/profile' && request.method === 'PUT') {
      profiles.push(request);
      return saveProfile(request);
    }
    if (request.url === '/api/cart/checkout' && request.method === 'POST') {
      checkouts.push(request);
      return ok(orderResult, 201);
    }
    return undefined;
  });
  return { profiles, checkouts };
}

const addressForm = async () =>
  within((await screen.findByRole('heading', { name: 'Je adres' })).closest('form') as HTMLElement);
const placeOrderButton = () =>
  screen.getByRole('button', { name: 'Bestellen met betaalverplichting' }) as HTMLButtonElement;

function fill(form: ReturnType<typeof within>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(form.getByLabelText(label), { target: { value } });
}

describe('Afrekenen without an address', () => {
  it('asks for the address first, keeps the order button disabled until it is saved, then orders', async () => {
    const { profiles, checkouts } = renderCheckout(() =>
      jsonResponse(200, { success: true, message: 'Profiel bijgewerkt', data: { user: savedUser } }),
    );
    const form = await addressForm();
    // The address step comes before the mandate step.
    const mandateTitle = screen.getByText('Machtiging doorlopende SEPA-incasso');
    expect(
      form.getByRole('heading', { name: 'Je adres' }).compareDocumentPosition(mandateTitle) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(placeOrderButton().disabled).toBe(true);
    expect(
      screen.getByText('Vul eerst je adres in en sla het op; daarna kun je je bestelling plaatsen.'),
    ).toBeTruthy();
    expect((form.getByLabelText('Land') as HTMLSelectElement).value).toBe('NL');

    fill(form, {
      Straat: 'Tweede Jan Steenstraat',
      Huisnummer: '12-2',
      Postcode: '1073vk',
      Plaats: 'Amsterdam',
    });
    fireEvent.click(form.getByRole('button', { name: 'Adres opslaan' }));

    expect(await form.findByText('Je adres is opgeslagen. Je kunt nu je bestelling plaatsen.')).toBeTruthy();
    expect(sentBody(profiles[0])).toEqual({
      firstname: 'Sanne',
      lastname: 'de Vries',
      email: 'sanne@example.nl',
      street: 'Tweede Jan Steenstraat',
      houseNumber: '12-2',
      zipcode: '1073vk',
      city: 'Amsterdam',
      country: 'NL',
    });
    await waitFor(() => expect(placeOrderButton().disabled).toBe(false));

    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'NL91ABNA0417164300' } });
    fireEvent.change(screen.getByLabelText('Naam rekeninghouder'), { target: { value: 'S. de Vries' } });
    fireEvent.change(screen.getByLabelText('Woonplaats'), { target: { value: 'Amsterdam' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /toestemming/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /algemene voorwaarden/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /direct begint/ }));
    fireEvent.click(placeOrderButton());
    expect(await screen.findByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeTruthy();
    expect(checkouts).toHaveLength(1);
  }, 15_000);

  it('says which parts are missing without sending, and shows the server’s postcode check at the field', async () => {
    const { profiles } = renderCheckout(() =>
      jsonResponse(422, {
        success: false,
        error: 'Validatie mislukt',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'zipcode', message: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB' }],
      }),
    );
    const form = await addressForm();
    fill(form, { Straat: 'Kerkstraat' });
    fireEvent.click(form.getByRole('button', { name: 'Adres opslaan' }));
    expect(await form.findByText('Vul je huisnummer in')).toBeTruthy();
    expect(form.getByText('Vul je postcode in')).toBeTruthy();
    expect(form.getByText('Vul je plaats in')).toBeTruthy();
    expect(profiles).toHaveLength(0);

    fill(form, { Huisnummer: '1', Postcode: '12345', Plaats: 'Utrecht' });
    fireEvent.click(form.getByRole('button', { name: 'Adres opslaan' }));
    expect(await form.findByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB')).toBeTruthy();
    expect(form.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
    expect(profiles).toHaveLength(1);
    expect(placeOrderButton().disabled).toBe(true);
  }, 15_000);

  it('refuses in the browser a town a SEPA file cannot carry, with the contract’s own words, without sending', async () => {
    const { profiles } = renderCheckout(() => ok({ user: savedUser }));
    const form = await addressForm();
    fill(form, { Straat: 'Kerkstraat', Huisnummer: '1', Postcode: '1234 AB', Plaats: '東京' });
    fireEvent.click(form.getByRole('button', { name: 'Adres opslaan' }));
    expect(
      await form.findByText(
        'Dit kan niet in een SEPA-incassobestand: „東 京”. Gebruik Latijnse letters en cijfers (é, ü en ß mogen).',
      ),
    ).toBeTruthy();
    expect(form.getByLabelText('Plaats').getAttribute('aria-invalid')).toBe('true');
    fill(form, { Straat: 'Kerk\u202estraat', Plaats: 'Utrecht' });
    fireEvent.click(form.getByRole('button', { name: 'Adres opslaan' }));
    expect(await form.findByText('Bevat een teken dat de leesrichting omdraait (U+202E)')).toBeTruthy();
    expect(profiles).toHaveLength(0);
  }, 15_000);
});
