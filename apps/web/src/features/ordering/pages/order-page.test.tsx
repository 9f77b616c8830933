import type { Cart } from '@hostportaal/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';
import {
  cartWithHosting,
  emptyCart,
  hostingId,
  itemId,
  ok,
  packages,
  sentBody,
} from '../test/ordering-fixtures';

const customer = buildUser();

function cartRegion() {
  return screen.getByRole('region', { name: 'Je winkelwagen' });
}

describe('Pakket bestellen', () => {
  it('highlights the package from the home page and puts the chosen interval and quantity in the cart', async () => {
    const posted: RecordedRequest[] = [];
    renderAppAs(customer, '/dashboard/bestellen?package=webhosting-plus', (request) => {
      if (request.url === '/api/packages') return ok(packages);
      if (request.url === '/api/cart') return ok(emptyCart);
      if (request.url === '/api/cart/items' && request.method === 'POST') {
        posted.push(request);
        return ok(cartWithHosting(2));
      }
      return undefined;
    });

    const card = within(await screen.findByRole('article', { name: /Webhosting Plus/ }));
    expect(card.getByText('Jouw keuze')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Webhosting' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Managed VPS' })).toBeTruthy();
    // A consumer sees what they pay: incl. btw first, excl. btw below it.
    expect(card.getByText('€ 8,41/maand', { selector: 'span' }).parentElement?.textContent).toBe(
      '€\u00a08,41/maand incl. btw',
    );
    expect(card.getByText('€ 6,95/maand excl. btw')).toBeTruthy();
    // Only the intervals with a price, each with its own label.
    const intervals = card.getByLabelText('Betaaltermijn') as HTMLSelectElement;
    expect([...intervals.options].map((option) => option.textContent)).toEqual([
      '€\u00a08,41/maand',
      '€\u00a090,69/jaar',
    ]);
    expect(await within(cartRegion()).findByText(/Je winkelwagen is nog leeg/)).toBeTruthy();

    fireEvent.change(intervals, { target: { value: 'annually' } });
    fireEvent.change(card.getByLabelText('Aantal'), { target: { value: '2' } });
    fireEvent.click(card.getByRole('button', { name: 'In winkelwagen' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(sentBody(posted[0])).toEqual({ packageId: hostingId, interval: 'annually', quantity: 2 });
    expect(await screen.findByText('Webhosting Plus staat in je winkelwagen.')).toBeTruthy();
    const cart = within(cartRegion());
    expect(await cart.findByText('jaarlijks · € 90,69/jaar incl. btw')).toBeTruthy();
    expect(cart.getByText('€ 149,90 excl. btw')).toBeTruthy();
    expect(cart.getByRole('link', { name: 'Afrekenen' }).getAttribute('href')).toBe(
      '/dashboard/bestellen/afrekenen',
    );
  }, 15_000);

  it('shows the totals and changes or removes a line in the cart', async () => {
    let cart: Cart = cartWithHosting(2);
    const changes: RecordedRequest[] = [];
    renderAppAs(customer, '/dashboard/bestellen', (request) => {
      if (request.url === '/api/packages') return ok(packages);
      if (request.url === '/api/cart') return ok(cart);
      if (request.url === `/api/cart/items/${itemId}`) {
        changes.push(request);
        cart = request.method === 'DELETE' ? emptyCart : cartWithHosting(3);
        return ok(cart);
      }
      return undefined;
    });

    const summary = within(await screen.findByRole('region', { name: 'Je winkelwagen' }));
    const total = await summary.findByText('Totaal incl. btw');
    expect(total.nextElementSibling?.textContent).toBe('€\u00a0181,38');
    expect(summary.getByText('Subtotaal excl. btw').nextElementSibling?.textContent).toBe('€\u00a0149,90');
    expect(summary.getByText('Btw 21%').nextElementSibling?.textContent).toBe('€\u00a031,48');

    fireEvent.change(summary.getByLabelText('Aantal van Webhosting Plus'), { target: { value: '3' } });
    await waitFor(() =>
      expect(summary.getByText('Totaal incl. btw').nextElementSibling?.textContent).toBe('€\u00a0272,07'),
    );
    expect(changes[0]?.method).toBe('PATCH');
    expect(sentBody(changes[0])).toEqual({ quantity: 3 });

    fireEvent.click(summary.getByRole('button', { name: 'Webhosting Plus verwijderen' }));
    expect(await summary.findByText(/Je winkelwagen is nog leeg/)).toBeTruthy();
    expect(changes[1]?.method).toBe('DELETE');
    expect(summary.queryByRole('link', { name: 'Afrekenen' })).toBeNull();
  });

  it('lets a visitor order a package from the home page', async () => {
    renderAppAs(null, '/', (request) => (request.url === '/api/packages' ? ok(packages) : undefined));
    const link = await screen.findByRole('link', { name: 'Webhosting Plus bestellen' });
    expect(link.getAttribute('href')).toBe('/dashboard/bestellen?package=webhosting-plus');
  });

  it('shows why a package could not be added', async () => {
    renderAppAs(customer, '/dashboard/bestellen', (request) => {
      if (request.url === '/api/packages') return ok(packages);
      if (request.url === '/api/cart') return ok(emptyCart);
      if (request.url === '/api/cart/items') {
        return jsonResponse(409, {
          success: false,
          error: 'Dit pakket is niet meer te bestellen.',
          code: 'PACKAGE_NOT_AVAILABLE',
        });
      }
      return undefined;
    });
    const card = within(await screen.findByRole('article', { name: /Managed VPS Pro/ }));
    fireEvent.click(card.getByRole('button', { name: 'In winkelwagen' }));
    expect(await card.findByText('Dit pakket is niet (meer) te bestellen met deze termijn.')).toBeTruthy();
  });

  it('shows a business customer prices excl. btw first and lets them switch to incl. btw, remembered', async () => {
    const business = buildUser({ company: 'Bakkerij Jansen', kvkNumber: '12345678' });
    const respond = (request: RecordedRequest) => {
      if (request.url === '/api/packages') return ok(packages);
      if (request.url === '/api/cart') return ok(cartWithHosting(2));
      return undefined;
    };
    renderAppAs(business, '/dashboard/bestellen', respond);
    const card = within(await screen.findByRole('article', { name: /Webhosting Plus/ }));
    const main = () => card.getByText(/^€ \S+\/maand$/, { selector: 'span' }).parentElement?.textContent;
    expect(main()).toBe('€\u00a06,95/maand excl. btw');
    expect(card.getByText('€ 8,41/maand incl. btw')).toBeTruthy();
    expect(await within(cartRegion()).findByText('jaarlijks · € 74,95/jaar excl. btw')).toBeTruthy();

    const toggle = screen.getByRole('switch', { name: 'Prijzen incl. btw tonen' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(main()).toBe('€\u00a08,41/maand incl. btw');
    expect(within(cartRegion()).getByText('jaarlijks · € 90,69/jaar incl. btw')).toBeTruthy();

    // A new visit on this device keeps the choice.
    cleanup();
    renderAppAs(business, '/dashboard/bestellen', respond);
    const again = within(await screen.findByRole('article', { name: /Webhosting Plus/ }));
    expect(again.getByText('€ 6,95/maand excl. btw')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Prijzen incl. btw tonen' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('offers a consumer no switch: they always see incl. btw', async () => {
    renderAppAs(customer, '/dashboard/bestellen', (request) => {
      if (request.url === '/api/packages') return ok(packages);
      if (request.url === '/api/cart') return ok(emptyCart);
      return undefined;
    });
    expect(await screen.findByRole('article', { name: /Webhosting Plus/ })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Prijzen incl. btw tonen' })).toBeNull();
  });
});
