// What a returned or rejected collection means for us, by ISO 20022 reason code (DOMAIN-NL §2).

export type ReturnAction = {
  /** AM04 only: collected again in the next batch, at most twice. */
  retry: boolean;
  invalidateMandate: boolean;
  adminText: string;
  customerText: string;
};

const actions: Record<string, ReturnAction> = {
  AM04: {
    retry: true,
    invalidateMandate: false,
    adminText: 'onvoldoende saldo (AM04)',
    customerText: 'er was onvoldoende saldo. We proberen het bij de volgende incasso nog één keer.',
  },
  MS02: {
    retry: false,
    invalidateMandate: false,
    adminText: 'geweigerd door de klant (MS02); contact opnemen',
    customerText: 'de afschrijving is geweigerd. Neem contact met ons op of maak het bedrag over.',
  },
  MS03: {
    retry: false,
    invalidateMandate: false,
    adminText: 'geweigerd zonder reden (MS03); contact opnemen',
    customerText: 'de bank heeft de afschrijving geweigerd. Maak het bedrag over of neem contact met ons op.',
  },
  MD06: {
    retry: false,
    invalidateMandate: false,
    adminText: 'teruggeboekt op verzoek van de klant (MD06, chargeback)',
    customerText: 'je hebt de afschrijving laten terugboeken. Het bedrag staat weer open; maak het over.',
  },
  MD01: {
    retry: false,
    invalidateMandate: true,
    adminText: 'geen geldige machtiging (MD01); machtiging ongeldig',
    customerText: 'je bank kent geen geldige machtiging. Geef een nieuwe machtiging af in je portaal.',
  },
  AC01: {
    retry: false,
    invalidateMandate: true,
    adminText: 'rekeningnummer onjuist (AC01); machtiging ongeldig',
    customerText: 'het rekeningnummer is onjuist. Geef een nieuw IBAN op in je portaal.',
  },
  AC04: {
    retry: false,
    invalidateMandate: true,
    adminText: 'rekening opgeheven (AC04); machtiging ongeldig',
    customerText: 'de rekening is opgeheven. Geef een nieuw IBAN op in je portaal.',
  },
  AC06: {
    retry: false,
    invalidateMandate: true,
    adminText: 'rekening geblokkeerd (AC06); machtiging ongeldig',
    customerText: 'de rekening is geblokkeerd. Geef een ander IBAN op in je portaal.',
  },
  AG01: {
    retry: false,
    invalidateMandate: false,
    adminText: 'incasso niet toegestaan op deze rekening (AG01); andere betaalwijze vragen',
    customerText: 'incasso is op deze rekening niet toegestaan. Kies een andere betaalwijze.',
  },
  SL01: {
    retry: false,
    invalidateMandate: false,
    adminText: 'regel van de bank van de klant (SL01); andere betaalwijze vragen',
    customerText: 'je bank staat deze incasso niet toe. Kies een andere betaalwijze.',
  },
  MD07: {
    retry: false,
    invalidateMandate: true,
    adminText: 'rekeninghouder overleden (MD07); handmatig afhandelen',
    customerText: 'de afschrijving kon niet worden uitgevoerd.',
  },
  AM05: {
    retry: false,
    invalidateMandate: false,
    adminText: 'dubbele incasso (AM05); controleren',
    customerText: 'de afschrijving is als dubbel geweigerd. We controleren dit.',
  },
};

export function returnAction(code: string | null): ReturnAction {
  return (
    actions[code ?? ''] ?? {
      retry: false,
      invalidateMandate: false,
      adminText: `teruggekomen (${code ?? 'geen reden'}); handmatig beoordelen`,
      customerText: 'de afschrijving is niet gelukt. Maak het bedrag over of neem contact met ons op.',
    }
  );
}

/**
 * Returns after which an admin may not offer the invoice to the bank again from the SEPA screen: the mandate
 * or account is gone (MD01, AC01, AC04, AC06, MD07), the customer disputed it (MD06, that goes to
 * collection), the account takes no direct debits (AG01, SL01), or it was a duplicate (AM05). After the
 * others (AM04 once its automatic retries are spent, MS02/MS03 after talking to the customer, technical
 * rejections) a manual retry is a decision, not a blind retry.
 */
export const NO_MANUAL_RETRY_CODES = ['MD01', 'AC01', 'AC04', 'AC06', 'MD07', 'MD06', 'AG01', 'SL01', 'AM05'];

/** Collections of one invoice, all attempts together: the first, two AM04 retries, one by hand. */
export const MAX_COLLECTION_ATTEMPTS = 4;

/**
 * The reason code of a chargeback: the debtor had a collection refunded (Core scheme, within 8 weeks, no reason
 * needed). It reopens the invoice; the analytics and SEPA screens count it apart from other returns.
 */
export const CHARGEBACK_REASON_CODE = 'MD06';
