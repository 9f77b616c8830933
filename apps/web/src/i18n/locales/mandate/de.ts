import type { mandateNl } from './nl';

export const mandateDe: typeof mandateNl = {
  tab: 'Zahlungsdaten',
  heading: 'Lastschriftmandat',
  description:
    'Mit deinem Mandat ziehen wir die Beträge deiner Abonnements automatisch ein. Hast du ein anderes Konto? Dann änderst du es hier.',
  loading: 'Mandate werden geladen…',
  loadFailed: 'Deine Mandate konnten nicht geladen werden.',
  empty: 'Du hast noch kein Lastschriftmandat. Du erteilst es bei deiner ersten Bestellung.',
  creditor: 'Zahlungsempfänger: {{name}}, {{address}}',
  creditorId: 'Gläubiger-Identifikationsnummer (Incassant-ID): {{id}}',
  title: 'Mandat {{reference}}',
  fields: {
    iban: 'Kontonummer (IBAN)',
    bic: 'BIC',
    accountHolder: 'Kontoinhaber',
    signedAt: 'Erteilt am',
    signatureMethod: 'Unterzeichnet per',
    lastCollection: 'Letzte Abbuchung',
    subscriptions: 'Abonnements',
  },
  none: 'Noch keine',
  subscriptionCount_one: '{{count}} Abonnement',
  subscriptionCount_other: '{{count}} Abonnements',
  status: {
    valid: 'Gültig',
    pending: 'In Bearbeitung',
    invalid: 'Ungültig',
    expired: 'Abgelaufen',
  },
  signatureMethod: {
    paper: 'Mandat auf Papier',
    e_mandate: 'e-Mandat über deine Bank',
    web_consent: 'Zustimmung im Portal',
  },
  amendmentPending: 'Deine neue Kontonummer teilen wir deiner Bank mit der nächsten Abbuchung mit.',
  notice: {
    AC01: 'Deine Bank hat gemeldet, dass diese Kontonummer nicht stimmt. Gib bitte eine andere IBAN an.',
    AC04: 'Deine Bank hat gemeldet, dass dieses Konto aufgelöst wurde. Gib bitte eine neue IBAN an.',
    AC06: 'Deine Bank hat gemeldet, dass dieses Konto gesperrt ist. Gib bitte eine andere IBAN an.',
    renewInvalid:
      'Deine Bank kennt dieses Mandat nicht (mehr). Erteile bitte ein neues Mandat; deine Abonnements gehen danach automatisch darauf über.',
    renewExpired:
      'Dieses Mandat ist abgelaufen: 36 Monate lang wurde nichts damit abgebucht. Erteile bitte ein neues Mandat; deine Abonnements gehen danach automatisch darauf über.',
    contact: 'Dieses Mandat klären wir persönlich mit dir. Bitte nimm Kontakt mit uns auf.',
    unused: 'Dieses Mandat wird nicht mehr verwendet; du musst nichts tun.',
  },
  actions: {
    amend: 'Kontonummer ändern',
    renew: 'Neues Mandat erteilen',
  },
  form: {
    amendTitle: 'Neue Kontonummer',
    renewTitle: 'Neues Mandat',
    iban: 'IBAN',
    ibanHint: 'Zum Beispiel NL91 ABNA 0417 1643 00',
    bic: 'BIC (optional)',
    bicHint: 'Nur für ein Konto außerhalb der Niederlande nötig.',
    accountHolder: 'Name des Kontoinhabers',
    signedPlace: 'Wohnort',
    submitAmend: 'Kontonummer speichern',
    submitRenew: 'Mandat erteilen',
    cancel: 'Abbrechen',
    failed: 'Die Änderung hat nicht geklappt. Bitte versuche es erneut.',
  },
  text: {
    title: 'SEPA-Lastschriftmandat für wiederkehrende Zahlungen',
    amend:
      'Mit der Angabe dieses Kontos ermächtigst du {{name}}, die Lastschriften unter Mandat {{reference}} künftig an die Bank dieses Kontos zu senden, und weist dein Kreditinstitut an, die Beträge deiner Abonnements wiederkehrend gemäß den Aufträgen des Zahlungsempfängers von diesem Konto abzubuchen. Die Mandatsreferenz bleibt gleich.',
    renew:
      'Mit diesem Mandat ermächtigst du {{name}}, wiederkehrend Zahlungen für deine Abonnements von deinem Konto mittels Lastschrift einzuziehen, und weist dein Kreditinstitut an, die vom Zahlungsempfänger auf dein Konto gezogenen Lastschriften einzulösen. Dieses Mandat erhält eine neue Referenz und ersetzt Mandat {{reference}}.',
    refund:
      'Bist du mit einer Abbuchung nicht einverstanden? Dann kannst du sie zurückbuchen lassen. Wende dich dazu innerhalb von 8 Wochen nach der Abbuchung an deine Bank. Es gelten die Bedingungen deiner Bank.',
    noRefund:
      'Dies ist ein Firmenlastschriftmandat: Eine Abbuchung kann nicht zurückgebucht werden. Melde das Mandat bei deiner Bank an, sonst lehnt sie die Abbuchung ab.',
    invoiceFirst:
      'Vor jeder Abbuchung erhältst du zuerst eine Rechnung per E-Mail, mit dem Betrag und dem Datum der Abbuchung.',
    consent:
      'Ich habe den Text des Mandats gelesen und ermächtige {{name}}, die Beträge meiner Abonnements automatisch von diesem Konto einzuziehen.',
  },
  success: {
    amend: 'Deine Kontonummer wurde geändert. Wir haben dir eine Bestätigung per E-Mail geschickt.',
    renew:
      'Dein neues Mandat {{reference}} wurde erteilt. Wir haben dir eine Bestätigung per E-Mail geschickt.',
    collected_one:
      'Die Rechnung {{invoices}} buchen wir mit der nächsten Lastschrift von deinem neuen Konto ab.',
    collected_other:
      'Die Rechnungen {{invoices}} buchen wir mit der nächsten Lastschrift von deinem neuen Konto ab.',
  },
};
