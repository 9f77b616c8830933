import type { ConsumerLawCatalogue } from './types';

export const consumerLawEn: ConsumerLawCatalogue = {
  orderTerms: {
    title: 'Terms',
    acceptTerms: 'I accept the terms and conditions and have read the privacy statement.',
    acceptTermsRequired: 'Accept the terms and conditions to order',
    termsLink: 'Terms and conditions (version {{version}})',
    privacyLink: 'Privacy statement (version {{version}})',
    immediateStart:
      'I want the service to start at once, within the 14-day withdrawal period. If I withdraw, I pay for the part already provided.',
    immediateStartRequired: 'Consent to start at once: we provide the service as soon as you order',
    withdrawalInfo:
      'You may withdraw up to 14 days after your order with the "Withdraw" button on your subscription; you then get back what you did not use.',
    loadFailed: 'The terms could not be loaded. Please try again later.',
  },
  legalPages: {
    terms: 'Terms and conditions',
    privacy: 'Privacy statement',
    version: 'Version {{version}}, in force from {{date}}',
    downloadPdf: 'Download as PDF',
    loadFailed: 'This text could not be loaded.',
    back: 'To the home page',
  },
  withdraw: {
    button: 'Withdraw',
    until: 'You can withdraw until {{date}}',
    title: 'Withdraw from {{title}}',
    intro:
      'You ordered less than 14 days ago and may withdraw from the contract without giving a reason. The service then stops at once and is removed.',
    proRata:
      'As you asked for the service to start at once, you pay for the days you had it. What you did not use comes back as a credit note: an open invoice is lowered; if you already paid, it becomes credit on your account.',
    confirm: 'Confirm withdrawal',
    cancel: 'Cancel',
    done: 'Withdrawn. Credit note {{number}}: {{amount}} back; {{kept}} for the days you had the service.',
    doneNothing: 'Withdrawn. There was nothing to credit.',
    failed: 'The withdrawal did not go through.',
    toInvoices: 'See the credit note with your invoices',
    withdrawn: 'Withdrawn on {{date}}',
  },
};
