import type { AdminUserMandate, AdminUserRow } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../../test/fetch-stub';
import { renderAppAs } from '../../../../test/render-app';
import { buildUser } from '../../../../test/user-fixture';
import {
  buildPackage,
  buildSubscription,
  customerId,
  packageId,
  packagesResponse,
  subscriptionsResponse,
} from '../shell/admin-test-fixtures';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });
const path = '/dashboard/admin?section=subscriptions';
const janId = '3a4b5c6d-7e8f-4a0b-8c2d-3e4f5a6b7c8d';
const annaId = '4b5c6d7e-8f9a-4b1c-9d3e-4f5a6b7c8d9e';
const mandateId = '6d7e8f9a-0b1c-4d3e-8f5a-6b7c8d9e0f1a';

function customer(id: string, firstname: string, lastname: string, email: string): AdminUserRow {
  return {
    _id: id,
    id,
    firstname,
    lastname,
    email,
    phone: null,
    company: null,
    city: 'Utrecht',
    role: 'user',
    isActive: true,
    lastLogin: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    isEmailVerified: true,
    twoFactorEnabled: false,
    subscriptionCount: 1,
    totalSpent: 0,
  };
}

const usersResponse = (users: AdminUserRow[]) =>
  jsonResponse(200, {
    success: true,
    data: {
      users,
      currentPage: 1,
      totalPages: 1,
      totalUsers: users.length,
      limit: 10,
      allUsers: 2,
      activeUsers: 2,
      inactiveUsers: 0,
      adminUsers: 1,
      financeUsers: 0,
      supportUsers: 0,
      newUsersThisMonth: 0,
    },
  });

const mandate = (id: string, reference: string, status: AdminUserMandate['status']): AdminUserMandate => ({
  id,
  reference,
  ibanMasked: 'NL** **** **** **** 4300',
  status,
  signedAt: '2026-01-01',
  signatureMethod: 'web_consent',
});
const mandatesResponse = (mandates: AdminUserMandate[]) =>
  jsonResponse(200, { success: true, data: { mandates } });

function createdResponse(request: RecordedRequest) {
  const body = JSON.parse(request.body ?? '{}');
  const subscription = buildSubscription(9, { userId: body.userId, customerName: 'Anna Smit' });
  return jsonResponse(201, { success: true, data: { subscription, creditNote: null } });
}

const userSearches = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.startsWith('/api/admin/users?')).map((request) => request.url);

describe('New subscription dialog', () => {
  it('finds the customer by typing, chooses with the keyboard and offers only valid mandates', async () => {
    const posted: RecordedRequest[] = [];
    const { network } = renderAppAs(admin, path, (request) => {
      if (request.url === '/api/admin/packages') return packagesResponse([buildPackage()]);
      if (request.url.startsWith('/api/admin/subscriptions?')) return subscriptionsResponse([], 1, 0);
      if (request.url.startsWith('/api/admin/users?'))
        return usersResponse([
          customer(janId, 'Jan', 'Jansen', 'jan@example.nl'),
          customer(annaId, 'Anna', 'Smit', 'anna@example.nl'),
        ]);
      if (request.url === `/api/admin/users/${annaId}/mandates`)
        return mandatesResponse([
          mandate(mandateId, 'HP-MND-000001', 'valid'),
          mandate('7e8f9a0b-1c2d-4e4f-9a6b-7c8d9e0f1a2b', 'HP-MND-000002', 'expired'),
        ]);
      if (request.method === 'POST' && request.url === '/api/admin/subscriptions') {
        posted.push(request);
        return createdResponse(request);
      }
      return undefined;
    });

    fireEvent.click(await screen.findByRole('button', { name: 'New subscription' }));
    const dialog = within(await screen.findByRole('dialog'));
    const mandateSelect = dialog.getByLabelText('Payment method') as HTMLSelectElement;
    expect(mandateSelect.disabled).toBe(true);

    const picker = dialog.getByRole('combobox', { name: 'Customer' });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'sm' } });
    fireEvent.change(picker, { target: { value: 'smi' } });
    const listbox = within(dialog.getByRole('listbox', { name: 'Customers' }));
    const options = await listbox.findAllByRole('option', {}, { timeout: 3000 });
    // One request once typing stopped, for active customers only.
    expect(userSearches(network.requests)).toEqual([
      '/api/admin/users?search=smi&role=user&status=active&limit=10',
    ]);
    expect(options.map((option) => option.textContent)).toEqual([
      'Jan Jansen — jan@example.nl',
      'Anna Smit — anna@example.nl',
    ]);

    // Escape closes the list, not the dialog; the arrow keys open it again.
    expect(picker.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(picker, { key: 'Escape' });
    expect(picker.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    expect(picker.getAttribute('aria-expanded')).toBe('true');
    expect(picker.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(picker, { key: 'Enter' });
    expect((picker as HTMLInputElement).value).toBe('Anna Smit — anna@example.nl');
    expect(listbox.queryByRole('option')).toBeNull();

    await waitFor(() => expect(mandateSelect.disabled).toBe(false));
    expect([...mandateSelect.options].map((option) => option.textContent)).toEqual([
      'Bank transfer (no mandate)',
      'SEPA mandate HP-MND-000001 — NL** **** **** **** 4300',
    ]);
    fireEvent.change(mandateSelect, { target: { value: mandateId } });
    fireEvent.change(dialog.getByLabelText('Package'), { target: { value: packageId } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create subscription' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(JSON.parse(posted[0]?.body ?? '{}')).toMatchObject({
      userId: annaId,
      mandateId,
      packageId,
      interval: 'monthly',
      priceCents: null,
    });
  }, 20_000);

  it('starts from an existing subscription with its customer and mandate filled in', async () => {
    const subscription = buildSubscription(1, { mandateId, mandateReference: 'HP-MND-000001' });
    const posted: RecordedRequest[] = [];
    const { network } = renderAppAs(admin, path, (request) => {
      if (request.url === '/api/admin/packages') return packagesResponse([buildPackage()]);
      if (request.url.startsWith('/api/admin/subscriptions?'))
        return subscriptionsResponse([subscription], 1, 1);
      if (request.url === `/api/admin/users/${customerId}/mandates`)
        return mandatesResponse([mandate(mandateId, 'HP-MND-000001', 'valid')]);
      if (request.method === 'POST' && request.url === '/api/admin/subscriptions') {
        posted.push(request);
        return createdResponse(request);
      }
      return undefined;
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Manage Hosting 1 of Klant 1' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'New subscription for this customer',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'New subscription' }));
    const picker = dialog.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement;
    expect(picker.value).toBe('Klant 1 — klant1@example.nl');
    const mandateSelect = dialog.getByLabelText('Payment method') as HTMLSelectElement;
    await waitFor(() => expect(mandateSelect.value).toBe(mandateId));

    fireEvent.change(dialog.getByLabelText('Package'), { target: { value: packageId } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create subscription' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(JSON.parse(posted[0]?.body ?? '{}')).toMatchObject({ userId: customerId, mandateId });
    expect(userSearches(network.requests)).toEqual([]);
  }, 20_000);

  it('asks for a customer, and offers a retry when the search fails', async () => {
    let searchFails = true;
    renderAppAs(admin, path, (request) => {
      if (request.url === '/api/admin/packages') return packagesResponse([buildPackage()]);
      if (request.url.startsWith('/api/admin/subscriptions?')) return subscriptionsResponse([], 1, 0);
      if (request.url.startsWith('/api/admin/users?'))
        return searchFails
          ? jsonResponse(500, { success: false, error: 'Serverfout', code: 'INTERNAL_ERROR' })
          : usersResponse([customer(janId, 'Jan', 'Jansen', 'jan@example.nl')]);
      if (request.url === `/api/admin/users/${janId}/mandates`) return mandatesResponse([]);
      return undefined;
    });

    fireEvent.click(await screen.findByRole('button', { name: 'New subscription' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Package'), { target: { value: packageId } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create subscription' }));
    expect(await dialog.findByText('Choose a customer.')).toBeTruthy();

    const picker = dialog.getByRole('combobox', { name: 'Customer' });
    fireEvent.change(picker, { target: { value: 'jan' } });
    expect(await dialog.findByText('Failed to load customers', {}, { timeout: 3000 })).toBeTruthy();
    searchFails = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    fireEvent.click(
      await within(dialog.getByRole('listbox', { name: 'Customers' })).findByRole('option', {
        name: 'Jan Jansen — jan@example.nl',
      }),
    );
    await waitFor(() => expect(dialog.queryByText('Choose a customer.')).toBeNull());
    const mandateSelect = dialog.getByLabelText('Payment method') as HTMLSelectElement;
    await waitFor(() => expect(mandateSelect.disabled).toBe(false));
    expect([...mandateSelect.options].map((option) => option.textContent)).toEqual([
      'Bank transfer (no mandate)',
    ]);
  }, 20_000);
});
