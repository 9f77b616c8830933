import type { Cart, CatalogPackage, OrderResult } from '@hostportaal/contract';
import { grossPricesOf, invoicedPrice } from '@hostportaal/domain';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';

export const hostingId = '5b1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
export const vpsId = '6b1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
export const itemId = '7c2d3b5f-9c8e-4f70-8b2c-3d4e5f6a7b8c';

const specs = { diskGb: 50, bandwidthGb: 500, vcpu: null, ramMb: null };

export const packages: CatalogPackage[] = [
  {
    id: hostingId,
    slug: 'webhosting-plus',
    name: 'Webhosting Plus',
    type: 'shared_hosting',
    description: 'Voor groeiende sites',
    specs,
    prices: { monthly: 695, quarterly: null, 'half-yearly': null, annually: 7495 },
    vatRateBp: 2100,
    grossPrices: grossPricesOf({ monthly: 695, quarterly: null, 'half-yearly': null, annually: 7495 }, 2100),
  },
  {
    id: vpsId,
    slug: 'managed-vps-pro',
    name: 'Managed VPS Pro',
    type: 'managed_vps',
    description: '',
    specs: { ...specs, vcpu: 4, ramMb: 8192 },
    prices: { monthly: 4995, quarterly: 14_500, 'half-yearly': null, annually: null },
    vatRateBp: 2100,
    grossPrices: grossPricesOf(
      { monthly: 4995, quarterly: 14_500, 'half-yearly': null, annually: null },
      2100,
    ),
  },
];

export const emptyCart: Cart = {
  items: [],
  existingMandate: null,
  subtotalCents: 0,
  vatCents: 0,
  totalCents: 0,
};

/** Two years of Webhosting Plus: 2 × € 74,95 = € 149,90, btw € 31,48, total € 181,38. */
export function cartWithHosting(quantity = 2, existingMandate: Cart['existingMandate'] = null): Cart {
  const unit = invoicedPrice(7495, 2100);
  const subtotalCents = unit.netCents * quantity;
  const vatCents = unit.vatCents * quantity;
  return {
    items: [
      {
        id: itemId,
        packageId: hostingId,
        packageName: 'Webhosting Plus',
        interval: 'annually',
        quantity,
        unitPriceCents: 7495,
        unitGrossCents: unit.grossCents,
        vatRateBp: 2100,
        netCents: subtotalCents,
        totalCents: subtotalCents + vatCents,
      },
    ],
    existingMandate,
    subtotalCents,
    vatCents,
    totalCents: subtotalCents + vatCents,
  };
}

export const orderResult: OrderResult = {
  order: {
    id: '7c2d3b5a-9f8e-4a70-8b2c-3d4e5f6a7b8c',
    termsVersion: 1,
    privacyVersion: 1,
    customerType: 'consumer',
    withdrawalEndsOn: '2026-12-05',
  },
  mandateReference: 'HP-MND-000123',
  subscriptions: [
    {
      id: '8d3e4c6a-0d9f-4a81-9c3d-4e5f6a7b8c9d',
      title: 'Webhosting Plus',
      interval: 'annually',
      startDate: '2026-11-21',
    },
  ],
  invoices: [
    {
      id: '9e4f5d7b-1e0a-4b92-8d4e-5f6a7b8c9d0e',
      invoiceNumber: '2026-000042',
      totalCents: 18_138,
      dueDate: '2026-12-05',
      paymentReference: '1234 5678 9012 3456',
    },
  ],
};

export const ok = (data: unknown, status = 200) => jsonResponse(status, { success: true, data });

export function sentBody(request: RecordedRequest | undefined): unknown {
  return JSON.parse(request?.body ?? 'null');
}
