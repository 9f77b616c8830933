import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; mimeType: string; content: Buffer }[];
};

// A real SMTP peer for tests: accepts every message and keeps it.
export async function startSmtpPeer(port = 0): Promise<{
  url: string;
  port: number;
  messages: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              attachments: parsed.attachments.map((attachment) => ({
                filename: attachment.filename ?? '',
                mimeType: attachment.mimeType,
                content: Buffer.from(attachment.content as ArrayBuffer),
              })),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  // A client that vanishes mid-message (the fault tests kill the server while it mails) resets its socket;
  // smtp-server emits that as an 'error' event, which would otherwise be an uncaught exception in the test.
  // The message is simply not received, which is what a real peer sees too.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
