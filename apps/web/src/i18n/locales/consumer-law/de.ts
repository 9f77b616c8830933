import type { ConsumerLawCatalogue } from './types';

export const consumerLawDe: ConsumerLawCatalogue = {
  orderTerms: {
    title: 'Bedingungen',
    acceptTerms:
      'Ich akzeptiere die Allgemeinen Geschäftsbedingungen und habe die Datenschutzerklärung gelesen.',
    acceptTermsRequired: 'Akzeptieren Sie die Allgemeinen Geschäftsbedingungen, um zu bestellen',
    termsLink: 'Allgemeine Geschäftsbedingungen (Version {{version}})',
    privacyLink: 'Datenschutzerklärung (Version {{version}})',
    immediateStart:
      'Ich möchte, dass die Leistung sofort innerhalb der 14-tägigen Widerrufsfrist beginnt. Widerrufe ich, zahle ich für den bereits erbrachten Teil.',
    immediateStartRequired:
      'Stimmen Sie dem sofortigen Beginn zu: Wir erbringen die Leistung, sobald Sie bestellen',
    withdrawalInfo:
      'Sie können bis 14 Tage nach Ihrer Bestellung mit der Schaltfläche „Widerrufen“ bei Ihrem Abonnement widerrufen; Sie erhalten dann zurück, was Sie nicht genutzt haben.',
    loadFailed: 'Die Bedingungen konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  },
  legalPages: {
    terms: 'Allgemeine Geschäftsbedingungen',
    privacy: 'Datenschutzerklärung',
    version: 'Version {{version}}, gültig ab {{date}}',
    downloadPdf: 'Als PDF herunterladen',
    loadFailed: 'Dieser Text konnte nicht geladen werden.',
    back: 'Zur Startseite',
  },
  withdraw: {
    button: 'Widerrufen',
    until: 'Widerruf möglich bis {{date}}',
    title: '{{title}} widerrufen',
    intro:
      'Sie haben vor weniger als 14 Tagen bestellt und können den Vertrag ohne Angabe von Gründen widerrufen. Die Leistung endet dann sofort und wird entfernt.',
    proRata:
      'Da Sie den sofortigen Beginn gewünscht haben, zahlen Sie für die Tage, an denen Sie die Leistung hatten. Was Sie nicht genutzt haben, erhalten Sie per Gutschrift zurück: Eine offene Rechnung wird gesenkt; haben Sie bereits bezahlt, wird es Ihrem Konto gutgeschrieben.',
    confirm: 'Widerruf bestätigen',
    cancel: 'Abbrechen',
    done: 'Widerrufen. Gutschrift {{number}}: {{amount}} zurück; {{kept}} für die Tage, an denen Sie die Leistung hatten.',
    doneNothing: 'Widerrufen. Es gab nichts gutzuschreiben.',
    failed: 'Der Widerruf ist fehlgeschlagen.',
    toInvoices: 'Gutschrift bei Ihren Rechnungen ansehen',
    withdrawn: 'Widerrufen am {{date}}',
  },
};
