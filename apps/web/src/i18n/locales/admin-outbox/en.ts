// The e-mail outbox (issue 28): the admin screens' English; nl reads the same (nl.ts).
export const adminOutboxEn = {
  title: 'E-mail outbox',
  intro:
    'Every e-mail the portal sent or is still holding, newest first. Without an SMTP server the mail stays here: open one to follow its links. Production has no outbox screen.',
  subject: 'Subject',
  to: 'Recipient',
  date: 'Date',
  status: 'Status',
  statuses: { pending: 'Waiting', sent: 'Sent', failed: 'Failed' },
  loading: 'Loading the outbox',
  loadingMail: 'Loading the e-mail',
  loadFailed: 'Could not load the outbox.',
  empty: 'No e-mail yet.',
  close: 'Close',
};

export type AdminOutboxTexts = typeof adminOutboxEn;
