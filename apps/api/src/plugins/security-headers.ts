import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Baseline headers for every answer; the SPA needs no inline scripts, so the CSP forbids them.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

// The API docs (Swagger UI at /api/docs): its own scripts, the OpenAPI document and "try it out" requests to
// this origin, and what its page showed it needs in Chromium: a <style> element it injects and data: icons.
const docsContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
  const docs = request.url.startsWith('/api/docs');
  reply.header('content-security-policy', docs ? docsContentSecurityPolicy : contentSecurityPolicy);
  if (request.protocol === 'https')
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => setSecurityHeaders(request, reply));
}
