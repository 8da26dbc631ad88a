/**
 * Baseline of the API benchmark: a bare Fastify hello-world (same Fastify version as the server, logger
 * off) in its own process. Prints `READY <port>` once listening.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
void app.listen({ port: 0, host: '127.0.0.1' }).then(() => console.log(`READY ${(app.server.address() as { port: number }).port}`));
