import { PEPPOL_BILLING_CUSTOMIZATION_ID } from '@hostportaal/documents';

// Who a UBL document is from and for, as the document itself says (the EndpointIDs, BT-34 and BT-49): the
// access point is told exactly what the document names, so the envelope and the invoice cannot disagree.

export type PeppolEnvelope = { senderId: string; receiverId: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function endpointOf(xml: string, party: 'AccountingSupplierParty' | 'AccountingCustomerParty') {
  const match = new RegExp(
    `<cac:${party}>\\s*<cac:Party>\\s*<cbc:EndpointID schemeID="([^"]+)">([^<]+)</cbc:EndpointID>`,
  ).exec(xml);
  return match?.[1] && match[2] ? `${unescapeXml(match[1])}:${unescapeXml(match[2])}` : null;
}

/**
 * The sender and receiver of a Peppol BIS Billing 3.0 document; null for any other document (a consumer's
 * EN 16931 invoice addresses them by e-mail, which Peppol cannot deliver to: decision 029).
 */
export function peppolEnvelopeOf(xml: string): PeppolEnvelope | null {
  if (!xml.includes(`<cbc:CustomizationID>${PEPPOL_BILLING_CUSTOMIZATION_ID}</cbc:CustomizationID>`))
    return null;
  const senderId = endpointOf(xml, 'AccountingSupplierParty');
  const receiverId = endpointOf(xml, 'AccountingCustomerParty');
  return senderId && receiverId ? { senderId, receiverId } : null;
}
