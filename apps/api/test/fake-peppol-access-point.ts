import type { IncomingHttpHeaders } from 'node:http';
import { startFakeServer } from './fake-panel-server.ts';

// A fake Peppol access point for tests: a real HTTP server on 127.0.0.1 (port 0) speaking the generic REST
// API of decision 030: POST /documents with the UBL as body, a bearer token and an Idempotency-Key. It accepts
// with {"id": "msg-N"} and, as a real one does, answers a key it has accepted before with the same id instead
// of sending twice. A test queues answers of its own (a 503, a refusal) for the next requests.

export type FakePeppolRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  authorized: boolean;
};

export type FakePeppolAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

export type FakePeppolAccessPoint = {
  url: string;
  token: string;
  /** Every request received, in order. */
  requests: FakePeppolRequest[];
  /** The documents it accepted and sent on, one per idempotency key. */
  accepted: Map<string, { messageId: string; request: FakePeppolRequest }>;
  /** Answers for the next requests, in order, before it accepts again. */
  answerNext(...answers: FakePeppolAnswer[]): void;
  close(): Promise<void>;
};

export async function startFakePeppolAccessPoint(
  options: { token?: string; port?: number } = {},
): Promise<FakePeppolAccessPoint> {
  const token = options.token ?? 'fake-access-point-token-0123456789';
  const requests: FakePeppolRequest[] = [];
  const accepted = new Map<string, { messageId: string; request: FakePeppolRequest }>();
  const scripted: FakePeppolAnswer[] = [];

  const server = await startFakeServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const received: FakePeppolRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      authorized: request.headers.authorization === `Bearer ${token}`,
    };
    requests.push(received);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    const next = scripted.shift();
    if (next) return answer(next.status, next.body ?? {}, next.headers);
    if (!received.authorized) return answer(401, { code: 'UNAUTHORIZED', message: 'Bad token' });
    if (received.method !== 'POST' || received.path !== '/documents')
      return answer(404, { code: 'NOT_FOUND', message: 'No such endpoint' });
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '')
      return answer(400, { code: 'IDEMPOTENCY_KEY_MISSING', message: 'Idempotency-Key is required' });
    const earlier = accepted.get(key);
    if (earlier) return answer(200, { id: earlier.messageId });
    const messageId = `msg-${accepted.size + 1}`;
    accepted.set(key, { messageId, request: received });
    return answer(202, { id: messageId });
  }, options.port);

  return {
    url: server.url,
    token,
    requests,
    accepted,
    answerNext: (...answers) => {
      scripted.push(...answers);
    },
    close: server.close,
  };
}
