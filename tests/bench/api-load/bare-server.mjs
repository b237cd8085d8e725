// The peer of the API load benchmark: a bare Fastify route, no plugins, no database. It prints its port.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
