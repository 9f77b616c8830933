import type { onlinePaymentsNl } from './nl';

export const onlinePaymentsEn: typeof onlinePaymentsNl = {
  payNow: 'Pay now',
  payAll: 'Pay everything',
  testMode: 'Test mode',
  testModeHint: 'Online payment is in test mode: no real money is charged.',
  methods: {
    ideal: 'iDEAL | Wero',
    bancontact: 'Bancontact',
    creditcard: 'Credit card',
    paypal: 'PayPal',
  },
  status: {
    title: 'Your payment',
    loading: 'Fetching the state of your payment…',
    loadFailed: 'The state of your payment could not be loaded.',
    notFound:
      'We cannot find this payment. Check that you opened the whole link, or look at your invoices in Hostportaal.',
    payee: 'Payment to {{company}}',
    details: {
      invoices_one: 'Invoice',
      invoices_other: 'Invoices',
      letter: 'Letter',
      amount: 'Amount',
      method: 'Payment method',
    },
    paid: {
      heading: 'Payment received',
      text_one: 'Thank you for your payment! The invoice is now paid.',
      text_other: 'Thank you for your payment! The invoices are now paid.',
      textLetter: 'Thank you for your payment! Letter {{letter}} is now paid.',
      stillOpen: '{{amount}} is still open.',
    },
    pending: {
      heading: 'We are waiting for your bank to confirm',
      text: 'This usually takes only a moment; this page refreshes by itself. You may also close it: as soon as your bank confirms the payment, the invoice shows as paid in your invoices.',
    },
    failed: {
      heading: 'Payment failed',
      text: 'Your payment did not go through. Nothing was charged.',
    },
    canceled: {
      heading: 'Payment cancelled',
      text: 'You cancelled the payment. Nothing was charged.',
    },
    expired: {
      heading: 'Payment expired',
      text: 'The payment page expired before the payment was finished. Nothing was charged.',
    },
    payAgain: 'Pay again',
    loginToPayAgain: 'Log in to pay again',
    transferTitle: 'Rather pay by bank transfer?',
    transfer: 'Transfer the amount of {{amount}} to {{company}}, quoting {{reference}}.',
    testMode: 'This was a payment in test mode: no real money was transferred.',
    toInvoices: 'Go to your invoices',
    toDashboard: 'Go to your dashboard',
    toHome: 'Go to the home page',
  },
};
