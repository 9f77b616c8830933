import type { CustomerMandates, GameServer, GameTemplate, OrderResult } from '@hostportaal/contract';
import { grossPricesOf } from '@hostportaal/domain';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';

export const minecraftId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const valheimId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const serverId = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';

export const templates: GameTemplate[] = [
  {
    id: minecraftId,
    slug: 'minecraft-java-4gb',
    name: 'Minecraft Java 4GB',
    type: 'game_server',
    description: 'Minecraft Java Edition-server met 4 GB RAM en dagelijkse back-ups.',
    specs: { diskGb: 25, bandwidthGb: 2000, vcpu: 2, ramMb: 4096 },
    prices: { monthly: 1095, quarterly: 3150, 'half-yearly': null, annually: 11_795 },
    vatRateBp: 2100,
    grossPrices: grossPricesOf(
      { monthly: 1095, quarterly: 3150, 'half-yearly': null, annually: 11_795 },
      2100,
    ),
    game: 'minecraft_java',
    slots: 20,
  },
  {
    id: valheimId,
    slug: 'valheim',
    name: 'Valheim',
    type: 'game_server',
    description: 'Valheim-server voor 10 spelers.',
    specs: { diskGb: 20, bandwidthGb: 2000, vcpu: 2, ramMb: 4096 },
    prices: { monthly: 1250, quarterly: null, 'half-yearly': null, annually: null },
    vatRateBp: 2100,
    grossPrices: grossPricesOf({ monthly: 1250, quarterly: null, 'half-yearly': null, annually: null }, 2100),
    game: 'valheim',
    slots: 10,
  },
];

export function gameServer(overrides: Partial<GameServer> = {}): GameServer {
  return {
    id: serverId,
    subscriptionId: serverId,
    title: 'Minecraft Java 4GB',
    game: 'minecraft_java',
    templateName: 'Minecraft Java 4GB',
    slots: 20,
    ramMb: 4096,
    status: 'active',
    serviceStatus: 'active',
    interval: 'monthly',
    priceCents: 1095,
    startDate: '2026-11-21',
    endDate: null,
    panelUrl: 'https://games.hostportaal.nl/server/3c4d5e6f',
    waitingForServer: false,
    suspension: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export function serverPage(servers: GameServer[], page = 1, totalItems = servers.length) {
  const limit = 10;
  return {
    servers,
    pagination: { page, limit, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / limit)) },
  };
}

const creditor = {
  name: 'Hostportaal B.V.',
  address: 'Stationsplein 12A, 3511 ED Utrecht',
  creditorId: 'NL51ZZZ405365330000',
  scheme: 'CORE',
} as const;

const validMandate: CustomerMandates['mandates'][number] = {
  id: '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a',
  reference: 'HP-MND-000007',
  ibanMasked: 'NL** **** **** **43 00',
  bic: null,
  accountHolder: 'S. de Vries',
  status: 'valid',
  signedAt: '2026-03-02',
  signedPlace: 'Utrecht',
  signatureMethod: 'web_consent',
  lastCollectionDate: null,
  amendmentPending: false,
  returnReasonCode: null,
  subscriptionCount: 1,
  changeMode: 'amend',
};

export const withValidMandate: CustomerMandates = { mandates: [validMandate], creditor };
/** Only an expired mandate: a new order needs a new one. */
export const withoutValidMandate: CustomerMandates = {
  mandates: [{ ...validMandate, status: 'expired', changeMode: 'renew' }],
  creditor,
};

export function orderResult(server: GameServer): OrderResult & { server: GameServer } {
  return {
    order: {
      id: '7c2d3b5a-9f8e-4a70-8b2c-3d4e5f6a7b8c',
      termsVersion: 1,
      privacyVersion: 1,
      customerType: 'consumer',
      withdrawalEndsOn: '2026-12-05',
    },
    mandateReference: 'HP-MND-000007',
    subscriptions: [
      { id: server.id, title: server.title, interval: server.interval, startDate: server.startDate },
    ],
    invoices: [
      {
        id: '5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b',
        invoiceNumber: '2026-000050',
        totalCents: 14_272,
        dueDate: '2026-12-05',
        paymentReference: null,
      },
    ],
    server,
  };
}

export const ok = (data: unknown, status = 200) => jsonResponse(status, { success: true, data });

export function sentBody(request: RecordedRequest | undefined): unknown {
  return JSON.parse(request?.body ?? 'null');
}
