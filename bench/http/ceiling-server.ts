/**
 * The ceiling of the HTTP stack ratio: the API's own Fastify (same version, same Node) with one
 * route answering constant JSON, no database, no plugins. Run as its own process so that it
 * gets a core to itself exactly as the API server does:
 *
 *   node --import tsx bench/http/ceiling-server.ts <port> <path>
 *
 * It prints `listening <port>` once it accepts connections and stops on SIGTERM.
 */
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const path = process.argv[3] ?? '/';
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: ceiling-server.ts <port> <path>');

const app = Fastify({ logger: false });
// A body about the size of a small API answer, serialised by Fastify as a route's result is.
const body = { ok: true, service: 'ceiling', items: [1, 2, 3] };
app.get(path, (_request, reply) => reply.send(body));

process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});

await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`listening ${port}\n`);
