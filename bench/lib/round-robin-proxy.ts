// A small HTTP proxy in front of several API instances: each request goes to the next instance in turn,
// with X-Forwarded-For extended as a real proxy does (the API trusts it with TRUSTED_PROXIES), and the response
// says which instance answered (X-Bench-Instance), so a bench can show where each request went.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Upstream = { name: string; base: string };

export type RoundRobinProxy = { base: string; close: () => Promise<void> };

function forwardedFor(request: http.IncomingMessage): string {
  const client = request.socket.remoteAddress ?? '';
  const earlier = request.headers['x-forwarded-for'];
  return earlier ? `${earlier}, ${client}` : client;
}

export async function startRoundRobinProxy(upstreams: Upstream[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const upstream = upstreams[next % upstreams.length] as Upstream;
    next += 1;
    const target = new URL(request.url ?? '/', upstream.base);
    const outgoing = http.request(
      target,
      {
        method: request.method,
        headers: { ...request.headers, host: target.host, 'x-forwarded-for': forwardedFor(request) },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-bench-instance': upstream.name,
        });
        answer.pipe(response);
      },
    );
    outgoing.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain', 'x-bench-instance': upstream.name });
      response.end(`proxy: ${upstream.name} failed: ${error.message}`);
    });
    request.pipe(outgoing);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
