import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.ts';
import { sendError } from './error-handler.ts';

export const apiPrefixes = ['/api/', '/auth/', '/pay/', '/two-factor/', '/health', '/metrics'];

// Serves the built SPA; unknown non-API GETs get index.html so client-side routes load on refresh.
export async function registerStaticWeb(app: FastifyInstance, distDir: string | undefined) {
  const indexFile = distDir === undefined ? undefined : path.join(distDir, 'index.html');
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (distDir && indexHtml) {
    await app.register(async (web) => {
      // The SPA's files are public; every other route is private unless it says otherwise.
      web.addHook('onRoute', (route) => {
        route.config = { ...route.config, auth: 'public' };
      });
      await web.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        decorateReply: false,
        cacheControl: false,
        // The web build writes .br and .gz beside each asset (apps/web/precompress-assets.ts).
        preCompressed: true,
        // @fastify/static 10 adds `vary: accept-encoding` itself to what it serves pre-compressed.
        setHeaders: (reply, filePath) => {
          // Vite's hashed asset names change with their content; other files (favicon) are revalidated.
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    if (indexHtml && request.method === 'GET' && !isApi) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return sendError(request, reply, new AppError('NOT_FOUND'));
  });
}
