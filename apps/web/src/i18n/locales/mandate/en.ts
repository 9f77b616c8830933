import type { mandateNl } from './nl';

export const mandateEn: typeof mandateNl = {
  tab: 'Payment details',
  heading: 'Direct debit mandate',
  description:
    'Your mandate lets us collect the amounts of your subscriptions automatically. Using a different bank account? Change it here.',
  loading: 'Loading mandates…',
  loadFailed: 'Your mandates could not be loaded.',
  empty: 'You have no direct debit mandate yet. You give one with your first order.',
  creditor: 'Creditor: {{name}}, {{address}}',
  creditorId: 'Creditor identifier (incassant-ID): {{id}}',
  title: 'Mandate {{reference}}',
  fields: {
    iban: 'Bank account (IBAN)',
    bic: 'BIC',
    accountHolder: 'Account holder',
    signedAt: 'Given on',
    signatureMethod: 'Signed by',
    lastCollection: 'Last collection',
    subscriptions: 'Subscriptions',
  },
  none: 'None yet',
  subscriptionCount_one: '{{count}} subscription',
  subscriptionCount_other: '{{count}} subscriptions',
  status: {
    valid: 'Valid',
    pending: 'Pending',
    invalid: 'Invalid',
    expired: 'Expired',
  },
  signatureMethod: {
    paper: 'Paper mandate',
    e_mandate: 'e-Mandate through your bank',
    web_consent: 'Consent in the portal',
  },
  amendmentPending: 'We will pass your new account number on to your bank with the next collection.',
  notice: {
    AC01: 'Your bank reported that this account number is wrong. Please enter another IBAN.',
    AC04: 'Your bank reported that this account has been closed. Please enter a new IBAN.',
    AC06: 'Your bank reported that this account is blocked. Please enter another IBAN.',
    renewInvalid:
      'Your bank does not (or no longer) know this mandate. Please give a new mandate; your subscriptions then move over automatically.',
    renewExpired:
      'This mandate has expired: nothing was collected with it for 36 months. Please give a new mandate; your subscriptions then move over automatically.',
    contact: 'We handle this mandate with you personally. Please contact us.',
    unused: 'This mandate is no longer used; there is nothing you need to do.',
  },
  actions: {
    amend: 'Change bank account',
    renew: 'Give a new mandate',
  },
  form: {
    amendTitle: 'New bank account',
    renewTitle: 'New mandate',
    iban: 'IBAN',
    ibanHint: 'For example NL91 ABNA 0417 1643 00',
    bic: 'BIC (optional)',
    bicHint: 'Only needed for an account outside the Netherlands.',
    accountHolder: 'Account holder name',
    signedPlace: 'Place of residence',
    submitAmend: 'Save bank account',
    submitRenew: 'Give mandate',
    cancel: 'Cancel',
    failed: 'The change did not go through. Please try again.',
  },
  text: {
    title: 'Recurrent SEPA direct debit mandate',
    amend:
      'By entering this account, you authorise {{name}} to send the collection instructions under mandate {{reference}} to the bank of this account from now on, and your bank to debit the amounts of your subscriptions from this account accordingly, in line with the instructions of the creditor. Your mandate keeps its reference.',
    renew:
      'By giving this mandate, you authorise {{name}} to send recurring collection instructions to your bank to collect the amounts of your subscriptions, and your bank to debit your account accordingly, in line with the instructions of the creditor. This mandate gets a new reference and replaces mandate {{reference}}.',
    refund:
      'Do you disagree with a debit? Then you can have it refunded. Contact your bank within 8 weeks of the debit. Ask your bank about the conditions.',
    noRefund:
      'This is a business mandate: a debit cannot be refunded. Register the mandate with your bank, or it will refuse the debit.',
    invoiceFirst:
      'Before every debit you first receive an invoice by e-mail, with the amount and the date we will collect it.',
    consent:
      'I have read the mandate text and authorise {{name}} to collect the amounts of my subscriptions from this account automatically.',
  },
  success: {
    amend: 'Your bank account has been changed. We have e-mailed you a confirmation.',
    renew: 'Your new mandate {{reference}} has been given. We have e-mailed you a confirmation.',
    collected_one: 'We will collect invoice {{invoices}} from your new account with the next direct debit.',
    collected_other:
      'We will collect invoices {{invoices}} from your new account with the next direct debit.',
  },
};
