// Issue 29: the online payments card in Settings (reference keys; English as all staff screens).
export const adminOnlinePaymentsNl = {
  title: 'Online payments',
  intro:
    'Customers pay open invoices and letters online through Mollie. Off: no pay buttons anywhere; customers pay by direct debit or bank transfer.',
  mode: 'Mode',
  modes: {
    off: 'Off',
    demo: 'Test mode without network',
    test: 'Mollie test',
    live: 'Mollie live',
  },
  modeHints: {
    off: 'No pay buttons are shown.',
    demo: 'A built-in checkout on this server, clearly labelled as test mode; no money moves. Not available in production.',
    test: "Mollie's test environment with a test_ key: customers see the real checkout, no money moves.",
    live: 'Real payments with a live_ key.',
  },
  apiKey: 'Mollie API key',
  apiKeyStored: 'Stored: {{hint}}',
  apiKeyHint: 'Leave empty to keep the stored key. The key is stored encrypted and never shown again.',
  apiKeyNeeded: 'Enter the {{prefix}} key from your Mollie dashboard.',
  apiKeyFormat: 'A Mollie API key starts with test_ or live_ followed by at least 30 characters.',
  apiKeyWrongMode: 'This mode needs a key that starts with {{prefix}}.',
  methods: 'Payment methods',
  methodNames: {
    ideal: 'iDEAL | Wero',
    bancontact: 'Bancontact',
    creditcard: 'Card',
    paypal: 'PayPal',
  },
  methodsNeeded: 'Choose at least one payment method.',
  save: 'Save',
  saved: 'Online payment settings saved.',
  loadError: 'Failed to load the online payment settings',
};
