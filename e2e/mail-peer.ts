import { e2ePort } from './peppol-access-point.ts';

// Where the e2e server sends its mail (SMTP_URL): an SMTP peer on loopback that sign-in-link.spec.ts runs while
// it reads a link from a mail. While no spec listens, delivery fails and the mail waits in the outbox with
// its back-off, as it would with the company's SMTP server down; no other spec reads mail.
export const mailPeer = { port: e2ePort + 8 };
