import type { FastifyInstance } from 'fastify';
import { isApiUrl } from '../lib/api-path';

/**
 * API answers carry personal data and change with every call: no browser or proxy may keep them
 * (a shared computer's cache would otherwise show the previous student's account).
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
  });
}
