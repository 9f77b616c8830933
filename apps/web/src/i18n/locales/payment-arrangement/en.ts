import type { paymentArrangementNl } from './nl';

export const paymentArrangementEn: typeof paymentArrangementNl = {
  title: 'Payment arrangement',
  intro:
    'Pay what is outstanding in instalments. As long as you pay the instalments on time, we send no more reminders or collection letters for these items.',
  loading: 'Loading your payment arrangement…',
  loadFailed: 'Your payment arrangement could not be loaded: {{error}}',
  status: {
    proposed: 'Proposal awaiting review',
    active: 'Running',
    completed: 'Completed',
    lapsed: 'Lapsed',
    ended: 'Ended',
    rejected: 'Rejected',
  },
  instalmentState: {
    paid: 'Paid',
    partly_paid: 'Partly paid',
    upcoming: 'Upcoming',
    due: 'Due now',
    late: 'Late',
    missed: 'Missed',
  },
  method: {
    sepa: 'Direct debit',
    transfer: 'Bank transfer',
  },
  claim: {
    invoice: 'Invoice {{label}}',
    fee: 'Collection costs of letter {{label}}',
    dueSince: 'due since {{date}}',
  },
  nothingOpen: {
    heading: 'There is nothing to arrange',
    text: 'You have no overdue invoices or collection costs, so you do not need a payment arrangement.',
    toInvoices: 'Go to your invoices',
  },
  form: {
    heading: 'Ask for a payment arrangement',
    intro:
      'Choose what you want to pay in instalments, in how many and how. You see the schedule first; only then do you agree to the arrangement.',
    claims: {
      legend: 'What you pay in instalments',
      total: 'Total: {{amount}}',
      noneChosen: 'Choose at least one item.',
      feeHint: 'The collection costs of a letter always go with the invoices of that letter.',
    },
    instalments: {
      legend: 'Number of instalments',
      choice: '{{number}} instalments of {{amount}}',
      other: 'Propose a different number',
      otherHint: 'That is outside our rules, so we review your proposal personally.',
      otherLabel: 'Number of instalments in your proposal',
      pick: 'Choose a number',
      notEligible: 'You cannot set up a payment arrangement yourself right now.',
      proposeInstead:
        'You can make a proposal instead: choose the number of instalments you can manage, and we review it personally.',
      noneChosen: 'Choose the number of instalments.',
    },
    firstDueDate: {
      label: 'First instalment on',
      hint: 'No later than {{date}}. Each following instalment falls a month later.',
      missing: 'Choose the date of the first instalment.',
      tooLate: 'The first instalment falls no later than {{date}}.',
      tooSoonForDebit:
        'By direct debit the first instalment falls on {{date}} at the earliest: we send you the schedule first.',
    },
    method: {
      legend: 'How you pay the instalments',
      sepa: 'Direct debit: we collect each instalment from the account of your mandate',
      transfer: 'Bank transfer, quoting the payment reference of each instalment',
      transferOnly:
        'You transfer the instalments yourself, quoting the payment reference of each one. Direct debit needs a valid mandate.',
    },
    note: {
      label: 'Note (optional)',
      hint: 'For example why you want to pay in instalments. We read this when we review a proposal.',
    },
    preview: 'See the schedule',
  },
  preview: {
    heading: 'Your schedule',
    summary_one: '{{total}} in {{count}} instalment',
    summary_other: '{{total}} in {{count}} instalments',
    activeAtOnce: 'This is within our rules: as soon as you agree to the payment arrangement, it starts.',
    toStaffTitle: 'This is outside our rules',
    toStaff:
      'So we review your proposal personally. While we do, we send no reminders or collection letters for these items.',
    breachesLabel: 'Why we review your proposal',
    confirm: 'Agree to the payment arrangement',
    propose: 'Submit proposal',
  },
  rules: {
    arrangement_total_too_small:
      'The amount ({{total}}) is too low for a payment arrangement you set up yourself.',
    arrangement_too_many_instalments: 'You can choose at most {{max}} instalments yourself.',
    arrangement_instalment_too_small:
      'An instalment is at least {{min}}; with this number it would be {{amount}}.',
    arrangement_instalment_too_small_for_two:
      'An instalment is at least {{min}}; even in two instalments one would be {{amount}}.',
    arrangement_recent_lapse: 'An earlier payment arrangement was not kept in the last 12 months.',
    arrangement_first_due_too_late: 'The first instalment falls later than {{date}}.',
    arrangement_no_claims: 'There is nothing outstanding to pay in instalments.',
  },
  result: {
    active:
      'Your payment arrangement {{number}} is agreed and running from now on. You can download the confirmation below.',
    proposed:
      'We have received your proposal {{number}} and will review it as soon as possible. You will hear from us once we have decided.',
  },
  current: {
    heading: 'Payment arrangement {{number}}',
    requestedOn: 'Requested on {{date}}',
    agreedOn: 'Agreed with us on {{date}}',
    total: 'Total',
    paid: 'Paid',
    remaining: 'Still to pay',
    method: 'Payment method',
    proposedText:
      'We are reviewing your proposal. While we do, we send no reminders or collection letters for these items. You will hear from us once we have decided.',
    breachesLabel: 'Why we review your proposal',
    claimsHeading: 'These items are covered by the arrangement',
    download: 'Download confirmation (pdf)',
    downloadLabel: 'Download the confirmation of payment arrangement {{number}} (pdf)',
    downloadFailed: 'The confirmation could not be downloaded: {{error}}',
  },
  next: {
    heading: 'Next instalment',
    amountOn: '{{amount}} on {{date}}',
    transfer:
      'Transfer {{amount}} by {{date}} to {{iban}} in the name of {{company}}, quoting the payment reference below.',
    transferNoCompany: 'Transfer {{amount}} by {{date}}, quoting the payment reference below.',
    reference: 'Payment reference',
    sepa: 'This amount is collected automatically from the account of your mandate, on or shortly after {{date}}. Make sure there is enough money in it.',
    late: 'This instalment is late. Pay it as soon as possible, or the arrangement lapses.',
  },
  missed: {
    heading: 'If an instalment does not work out',
    reminder_one:
      'If an instalment is still unpaid {{count}} day after its due date, we send you a reminder.',
    reminder_other:
      'If an instalment is still unpaid {{count}} days after its due date, we send you a reminder.',
    lapse_one:
      'If it is still open {{count}} day after that, the payment arrangement lapses: the whole remaining amount must then be paid at once, and collection continues where it left off.',
    lapse_other:
      'If it is still open {{count}} days after that, the payment arrangement lapses: the whole remaining amount must then be paid at once, and collection continues where it left off.',
    contact: 'Can you not pay an instalment? Contact us before its due date.',
  },
  schedule: {
    caption: 'Instalments of your payment arrangement',
    columns: {
      pay: 'Pay',
      sequence: 'Instalment',
      dueDate: 'Due date',
      amount: 'Amount',
      reference: 'Payment reference',
      state: 'Status',
    },
    sequence: 'Instalment {{sequence}}',
    next: 'Next',
    partlyPaid: '{{paid}} of {{amount}} paid',
  },
  earlier: {
    heading: 'Earlier payment arrangements',
    summary_one: '{{total}} in {{count}} instalment · paid {{paid}}',
    summary_other: '{{total}} in {{count}} instalments · paid {{paid}}',
    created: 'Requested on {{date}}',
    closed: 'Closed on {{date}}',
    reason: 'Reason: {{reason}}',
    lapsed: 'An instalment was not paid; the remaining amount had to be paid at once.',
    lapsedNext:
      'What is still open goes on in collection at the step it had reached: if you already had a 14-day letter and its term has passed, you do not get a new one. Pay everything open under Invoices and collection stops.',
  },
  entry: {
    ask: 'Can you not pay it all at once?',
    askLink: 'Ask for a payment arrangement',
    running: 'Payment arrangement {{number}}: next instalment {{amount}} on {{date}}',
    proposed: 'Your proposal for payment arrangement {{number}} is awaiting review.',
    view: 'View your arrangement',
  },
};
