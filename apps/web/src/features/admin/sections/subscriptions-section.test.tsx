import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';
import {
  buildPackage,
  buildSubscription,
  packagesResponse,
  subscriptionsResponse,
} from '../components/shell/admin-test-fixtures';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });
const path = '/dashboard/admin?section=subscriptions';

function listRequests(requests: RecordedRequest[]) {
  return requests
    .filter((request) => request.method === 'GET' && request.url.startsWith('/api/admin/subscriptions?'))
    .map((request) => new URLSearchParams(request.url.split('?')[1]));
}

describe('Subscriptions section', () => {
  it('pages, searches (debounced, back to page 1), filters and sorts on the server', async () => {
    const { network } = renderAppAs(admin, path, (request) => {
      if (request.url === '/api/admin/packages') return packagesResponse([buildPackage()]);
      if (request.url.startsWith('/api/admin/subscriptions?')) {
        const page = Number(new URLSearchParams(request.url.split('?')[1]).get('page'));
        return subscriptionsResponse([buildSubscription(page)], page);
      }
      return undefined;
    });

    expect(await screen.findByText('Klant 1')).toBeTruthy();
    expect(screen.getByText('01-12-2026')).toBeTruthy();
    expect(screen.getByText('Bank transfer')).toBeTruthy();
    expect(listRequests(network.requests)[0]?.toString()).toBe(
      'page=1&limit=20&sortBy=createdAt&sortOrder=desc',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Klant 2')).toBeTruthy();
    expect(listRequests(network.requests).at(-1)?.get('page')).toBe('2');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'jansen' } });
    await waitFor(() => expect(listRequests(network.requests).at(-1)?.get('search')).toBe('jansen'), {
      timeout: 3000,
    });
    expect(listRequests(network.requests).at(-1)?.toString()).toBe(
      'page=1&limit=20&search=jansen&sortBy=createdAt&sortOrder=desc',
    );
    // One request for the whole word: the search waited until typing stopped.
    expect(listRequests(network.requests).filter((params) => params.has('search'))).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'suspended' } });
    fireEvent.click(screen.getByRole('button', { name: /Next billing date/ }));
    await waitFor(() =>
      expect(listRequests(network.requests).at(-1)?.toString()).toBe(
        'page=1&limit=20&search=jansen&status=suspended&sortBy=nextBillingDate&sortOrder=asc',
      ),
    );
  }, 20_000);

  it('opens the subscription of a ?subscription= link (the header search) and drops the link when closed', async () => {
    const subscription = buildSubscription(2);
    const { router } = renderAppAs(admin, `${path}&subscription=${subscription.id}`, (request) => {
      if (request.url === '/api/admin/packages') return packagesResponse([buildPackage()]);
      if (request.url.startsWith('/api/admin/subscriptions?')) return subscriptionsResponse([], 1, 0);
      if (request.url === `/api/admin/subscriptions/${subscription.id}`) {
        return jsonResponse(200, { success: true, data: { subscription, creditNote: null } });
      }
      return undefined;
    });
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(dialog.getAllByText(/Hosting 2/).length).toBeGreaterThan(0);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?section=subscriptions');
  }, 20_000);

  it('says so when a linked subscription cannot be opened, with a retry', async () => {
    const id = '9f0e6679-7425-40de-944b-e07fc1f90ae9';
    renderAppAs(admin, `${path}&subscription=${id}`, (request) => {
      if (request.url === '/api/admin/packages') return packagesResponse([buildPackage()]);
      if (request.url.startsWith('/api/admin/subscriptions?')) return subscriptionsResponse([], 1, 0);
      return undefined;
    });
    expect(await screen.findByText('Could not open the linked subscription')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 20_000);

  it('cancels immediately with a required reason and shows the credit note', async () => {
    const subscription = buildSubscription(1, { mandateReference: 'HP-MANDATE-0001' });
    const posted: RecordedRequest[] = [];
    renderAppAs(admin, path, (request) => {
      if (request.url === '/api/admin/packages') return packagesResponse([buildPackage()]);
      if (request.url.startsWith('/api/admin/subscriptions?'))
        return subscriptionsResponse([subscription], 1, 1);
      if (request.url === `/api/admin/subscriptions/${subscription.id}/cancel`) {
        posted.push(request);
        return jsonResponse(200, {
          success: true,
          data: {
            subscription: { ...subscription, status: 'cancelled', serviceStatus: 'cancelled_expired' },
            creditNote: {
              id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
              invoiceNumber: 'CN-2026-0007',
              totalCents: -605,
            },
          },
        });
      }
      return undefined;
    });

    expect(await screen.findByText('HP-MANDATE-0001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Manage Hosting 1 of Klant 1' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(dialog.getByLabelText(/Immediately/));
    const submit = dialog.getByRole('button', { name: 'Cancel subscription' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.blur(dialog.getByLabelText('Reason for cancellation'));
    expect(await dialog.findByText('Reden voor opzegging is verplicht')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Reason for cancellation'), { target: { value: 'Verhuisd' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await dialog.findByText('Credit note CN-2026-0007 of € -6,05 has been created.')).toBeTruthy();
    expect(JSON.parse(posted[0]?.body ?? '{}')).toEqual({
      mode: 'immediately',
      reason: 'Verhuisd',
      confirmCollectionAtBank: false,
    });
  }, 20_000);

  it('cancels immediately only after confirming a direct debit at the bank (issue 27)', async () => {
    const subscription = buildSubscription(1, { mandateReference: 'HP-MANDATE-0001' });
    const bodies: { confirmCollectionAtBank?: boolean }[] = [];
    renderAppAs(admin, path, (request) => {
      if (request.url === '/api/admin/packages') return packagesResponse([buildPackage()]);
      if (request.url.startsWith('/api/admin/subscriptions?'))
        return subscriptionsResponse([subscription], 1, 1);
      if (request.url === `/api/admin/subscriptions/${subscription.id}/cancel`) {
        const body = JSON.parse(request.body ?? '{}');
        bodies.push(body);
        if (!body.confirmCollectionAtBank)
          return jsonResponse(409, {
            success: false,
            error: 'De incasso ligt al bij de bank.',
            code: 'CONFLICT',
            reason: 'credit_note_collection_at_bank',
            params: {
              invoiceNumber: '2026-000123',
              amountCents: 1210,
              amount: '€ 12,10',
              collectionDate: '2026-12-08',
              messageId: 'HP-20261204-0A1B2C3D',
            },
          });
        return jsonResponse(200, {
          success: true,
          data: {
            subscription: { ...subscription, status: 'cancelled', serviceStatus: 'cancelled_expired' },
            creditNote: {
              id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
              invoiceNumber: 'CN-2026-0007',
              totalCents: -605,
            },
          },
        });
      }
      return undefined;
    });

    expect(await screen.findByText('HP-MANDATE-0001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Manage Hosting 1 of Klant 1' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(dialog.getByLabelText(/Immediately/));
    fireEvent.change(dialog.getByLabelText('Reason for cancellation'), { target: { value: 'Verhuisd' } });
    const submit = dialog.getByRole('button', { name: 'Cancel subscription' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await dialog.findByText(/is already with the bank \(file HP-20261204-0A1B2C3D\)/)).toBeTruthy();
    await waitFor(() => expect(submit.disabled).toBe(true));
    fireEvent.click(
      dialog.getByLabelText('Cancel and credit anyway; what the bank collects becomes account credit'),
    );
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await dialog.findByText('Credit note CN-2026-0007 of € -6,05 has been created.')).toBeTruthy();
    expect(bodies.map((body) => body.confirmCollectionAtBank)).toEqual([false, true]);
  }, 20_000);

  it('reactivates the selected subscriptions in bulk and names the skipped ones', async () => {
    const first = buildSubscription(1, { status: 'suspended', serviceStatus: 'suspended' });
    const second = buildSubscription(2, { status: 'cancelled', serviceStatus: 'cancelled_expired' });
    const posted: RecordedRequest[] = [];
    renderAppAs(admin, path, (request) => {
      if (request.url === '/api/admin/packages') return packagesResponse([buildPackage()]);
      if (request.url.startsWith('/api/admin/subscriptions?'))
        return subscriptionsResponse([first, second], 1, 2);
      if (request.url === '/api/admin/subscriptions/bulk-reactivate') {
        posted.push(request);
        return jsonResponse(200, {
          success: true,
          data: {
            reactivated: 1,
            skipped: [
              {
                id: second.id,
                reason: 'Abonnement is beëindigd en kan niet opnieuw worden geactiveerd',
                code: 'SUBSCRIPTION_STATE_CONFLICT',
                refusal: 'subscription_ended',
              },
            ],
          },
        });
      }
      return undefined;
    });

    fireEvent.click(await screen.findByLabelText('Select Hosting 1 of Klant 1'));
    fireEvent.click(screen.getByLabelText('Select Hosting 2 of Klant 2'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bulk reactivate' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Reason (optional)'), { target: { value: 'Betaald per bank' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reactivate 2 subscriptions' }));

    expect(await dialog.findByText('1 subscription reactivated.')).toBeTruthy();
    // The admin screen is English in nl too: the refusal in its words, not the server's Dutch (issue 20).
    expect(
      dialog.getByText('Hosting 2 (Klant 2): The subscription has ended and cannot be reactivated.'),
    ).toBeTruthy();
    expect(dialog.queryByText(/beëindigd/)).toBeNull();
    expect(JSON.parse(posted[0]?.body ?? '{}')).toEqual({
      subscriptionIds: [first.id, second.id],
      reason: 'Betaald per bank',
    });
    expect(screen.queryByText('2 selected')).toBeNull();
  }, 20_000);

  it('plans a plan change from the next period, shows it as pending and withdraws it', async () => {
    const subscription = buildSubscription(1);
    const pendingChange = {
      packageId: subscription.packageId,
      title: 'Hosting 1',
      planName: 'Web Pro',
      interval: 'annually',
      priceCents: 11_000,
      effectiveDate: '2026-12-01',
    };
    const writes: RecordedRequest[] = [];
    renderAppAs(admin, path, (request) => {
      if (request.url === '/api/admin/packages') return packagesResponse([buildPackage()]);
      if (request.url.startsWith('/api/admin/subscriptions?'))
        return subscriptionsResponse([subscription], 1, 1);
      if (request.url === `/api/admin/subscriptions/${subscription.id}/plan`) {
        writes.push(request);
        const changed = request.method === 'PUT' ? { ...subscription, pendingChange } : subscription;
        return jsonResponse(200, { success: true, data: { subscription: changed, creditNote: null } });
      }
      return undefined;
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Manage Hosting 1 of Klant 1' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Change plan' }));
    expect(dialog.getByText(/applies from 01-12-2026/)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Interval'), { target: { value: 'annually' } });
    fireEvent.change(dialog.getByLabelText(/Agreed price/), { target: { value: '110' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Plan change' }));

    expect(await dialog.findByText('Hosting 1 (Web Pro) at € 110,00 /year from 01-12-2026.')).toBeTruthy();
    expect(writes[0]?.method).toBe('PUT');
    expect(JSON.parse(writes[0]?.body ?? '{}')).toEqual({
      packageId: subscription.packageId,
      interval: 'annually',
      priceCents: 11_000,
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Withdraw change' }));
    await waitFor(() => expect(dialog.queryByText('Pending change')).toBeNull());
    expect(writes[1]?.method).toBe('DELETE');
  }, 20_000);
});
