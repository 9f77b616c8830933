import http from 'node:http';
import https from 'node:https';
import { createMollieClient, type MollieClient } from '@mollie/api-client';

// The one place the official Mollie client is made (ARCHITECTURE: payments provider). Against Mollie itself it is
// built as it comes. The client speaks HTTPS only, trusting its own CA bundle, so it cannot reach the local fake
// of the demo and the tests (plain HTTP on 127.0.0.1): for an http:// endpoint, and only then, it is built while
// `https.Agent` stands for a plain `http.Agent`, the agent it captures at construction (decision 039). Nothing else
// of the client changes, and an http:// endpoint is refused in production by the configuration.

export type MollieEndpoint = { apiKey: string; apiEndpoint?: string };

export function mollieClientFor({ apiKey, apiEndpoint }: MollieEndpoint): MollieClient {
  if (!apiEndpoint?.startsWith('http://'))
    return createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) });
  const { Agent } = https;
  // biome-ignore lint/suspicious/noExplicitAny: the client reads https.Agent once, in its constructor
  (https as any).Agent = class PlainAgent extends http.Agent {};
  try {
    return createMollieClient({ apiKey, apiEndpoint });
  } finally {
    // biome-ignore lint/suspicious/noExplicitAny: restored at once
    (https as any).Agent = Agent;
  }
}
