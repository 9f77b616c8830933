import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// What the two fake panels (fake-directadmin.ts, fake-pterodactyl.ts) share: a real HTTP server on port 0
// that closes its open connections when the test is done, and the failures a test can switch on to
// exercise the client's retries and back-off.

export type FakeFailure =
  | { mode: 'none' }
  /** Every connection is dropped. */
  | { mode: 'down' }
  /** A 500 with an HTML page, as a web server in front of the panel gives. */
  | { mode: 'error500' }
  /**
   * Waits before answering. only: slow for that request alone ("POST /api/application/servers"), the
   * others answer at once. applyWhenAbandoned: still do the work when the client has given up.
   */
  | { mode: 'slow'; delayMs: number; applyWhenAbandoned?: boolean; only?: string }
  /** An HTML page with this status (a login page or a proxy's error instead of the API). */
  | { mode: 'html'; status: number };

export type FakeServer = { url: string; close: () => Promise<void> };

/**
 * Serves `handle` on 127.0.0.1 at a free port (or at `port`, for a server configured before the fake starts);
 * an error in it answers 500 with its text.
 */
export async function startFakeServer(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  port = 0,
): Promise<FakeServer> {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Acts out the failure switched on, before the request is answered. Resolves true when the request is
 * done with (dropped, or answered with the failure); false when the fake should answer it as usual.
 */
export async function actOutFailure(
  failure: FakeFailure,
  request: IncomingMessage,
  response: ServerResponse,
  pages: { error500: string; html: string },
): Promise<boolean> {
  if (failure.mode === 'down') {
    request.socket.destroy();
    return true;
  }
  if (failure.mode === 'error500' || failure.mode === 'html') {
    response.writeHead(failure.mode === 'html' ? failure.status : 500, { 'content-type': 'text/html' });
    response.end(failure.mode === 'html' ? pages.html : pages.error500);
    return true;
  }
  const route = `${request.method ?? 'GET'} ${new URL(request.url ?? '/', 'http://fake').pathname}`;
  if (failure.mode === 'slow' && (!failure.only || failure.only === route)) {
    await new Promise((resolve) => setTimeout(resolve, failure.delayMs));
    // The client gave up waiting. A real panel may still have done the work; the fake does it only when
    // asked, so a late answer cannot change the state a later test sees.
    return request.socket.destroyed && !failure.applyWhenAbandoned;
  }
  return false;
}
