import type { SkippedItem } from '@hostportaal/contract';
import { jsonResponse, type RecordedRequest } from '../../../../test/fetch-stub';

// Test data: the letter preview the Collection Center and Incasso Beheer ask for before a letter goes out.

/**
 * The server's letter preview for the request: one letter per subscription or customer id, each for EUR 121
 * unpaid with the EUR 40 minimum fee, unless `skip` names ids the server would refuse (with the reason).
 */
export function letterPreviewResponse(
  request: RecordedRequest,
  skip: Record<string, Omit<SkippedItem, 'id'>> = {},
): Response {
  const body = JSON.parse(request.body ?? '{}') as {
    letterType: string;
    subscriptionIds?: string[];
    customerIds?: string[];
  };
  const ids = [...(body.subscriptionIds ?? []), ...(body.customerIds ?? [])];
  const sent = ids.filter((id) => !(id in skip));
  return jsonResponse(200, {
    success: true,
    data: {
      letterType: body.letterType,
      letterCount: sent.length,
      customerCount: sent.length,
      principalCents: 12_100 * sent.length,
      feeCents: 4000 * sent.length,
      letters: sent.map((id, index) => ({
        customerId: id,
        customerName: `Preview klant ${index + 1}`,
        principalCents: 12_100,
        feeCents: 4000,
      })),
      skipped: ids.filter((id) => id in skip).map((id) => ({ id, ...skip[id] })),
    },
  });
}
