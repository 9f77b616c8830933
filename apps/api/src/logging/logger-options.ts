// How the server logs: JSON lines in production (for a log collector), and in development and tests one
// readable line per entry, with one line per finished request instead of Fastify's two. LOG_LEVEL as set.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from '../config.ts';
import { readableConsole } from './readable-log-line.ts';

const redact = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** `GET /api/x 200 12 ms` when a request is answered; nothing when it arrives. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}

export function loggerOptions(
  config: Pick<Config, 'NODE_ENV' | 'LOG_LEVEL'>,
  enabled: boolean,
  readableDestination: { write: (line: string) => void } = readableConsole,
) {
  if (!enabled || config.LOG_LEVEL === 'silent') return { logger: false as const };
  if (config.NODE_ENV === 'production') return { logger: { level: config.LOG_LEVEL, redact } };
  return {
    logger: { level: config.LOG_LEVEL, redact, stream: readableDestination },
    logController: new OneLinePerRequest(),
  };
}
