import Fastify from 'fastify';

/** A bare Fastify route answering BODY at PATH: the bench's baseline, run in its own process. */
const app = Fastify({ logger: false });
const body = process.env.BARE_BODY ?? '{}';
app.get(process.env.BARE_PATH ?? '/', (_request, reply) =>
  reply.type('application/json').send(body),
);
app.get('/healthz', () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
