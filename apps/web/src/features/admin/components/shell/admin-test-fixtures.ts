import type { AdminPackage, AdminSubscription } from '@hostportaal/contract';
import { grossPricesOf } from '@hostportaal/domain';
import { jsonResponse } from '../../../../test/fetch-stub';

// Test data for the Administration Dashboard tests, valid per the contract.

export const packageId = '5b0f6f52-3d8e-4c47-9a3e-1f2d3c4b5a61';
export const customerId = '7c2e8a14-9b3d-4f51-8e6a-2b4c6d8e0a13';

export function buildPackage(overrides: Partial<AdminPackage> = {}): AdminPackage {
  const prices = overrides.prices ?? {
    monthly: 1250,
    quarterly: null,
    'half-yearly': null,
    annually: 12_000,
  };
  return {
    id: packageId,
    slug: 'web-pro',
    name: 'Web Pro',
    type: 'shared_hosting',
    description: 'Snelle webhosting',
    specs: { diskGb: 50, bandwidthGb: null, vcpu: null, ramMb: null },
    prices,
    vatRateBp: 2100,
    grossPrices: grossPricesOf(prices, overrides.vatRateBp ?? 2100),
    directadminPackage: 'webpro',
    game: null,
    slots: null,
    pterodactylEgg: null,
    isActive: true,
    sortOrder: 0,
    runningSubscriptions: 3,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildSubscription(
  index: number,
  overrides: Partial<AdminSubscription> = {},
): AdminSubscription {
  const suffix = String(index).padStart(12, '0');
  return {
    id: `9d1f3b5a-7c2e-4a8b-9e0f-${suffix}`,
    userId: customerId,
    customerName: `Klant ${index}`,
    customerEmail: `klant${index}@example.nl`,
    packageId,
    title: `Hosting ${index}`,
    planName: 'Web Pro',
    interval: 'monthly',
    priceCents: 1250,
    status: 'active',
    serviceStatus: 'active',
    startDate: '2026-01-01',
    nextBillingDate: '2026-12-01',
    endDate: null,
    mandateId: null,
    mandateReference: null,
    pendingChange: null,
    cancellationReason: null,
    cancelledAt: null,
    pausedAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export const packagesResponse = (packages: AdminPackage[]) =>
  jsonResponse(200, { success: true, data: { packages } });

export const subscriptionsResponse = (subscriptions: AdminSubscription[], page = 1, totalItems = 45) =>
  jsonResponse(200, {
    success: true,
    data: {
      subscriptions,
      pagination: { page, limit: 20, totalItems, totalPages: Math.ceil(totalItems / 20) },
    },
  });
