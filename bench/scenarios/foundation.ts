import Fastify from 'fastify';
import { load, report } from '../support/load';
import { startBenchServer } from '../support/server';

const CONNECTIONS = 50;
const SECONDS = 10;

/**
 * GET /current_user.json for a signed-in admin (session looked up in the
 * database) next to a bare Fastify route answering the same JSON, in the same
 * run on the same machine. The ratio of their throughputs is the figure.
 */
export async function run() {
  const server = await startBenchServer();
  try {
    const cookie = await server.signInAs('super_admin');
    const body = await (
      await fetch(`${server.url}/current_user.json`, { headers: { cookie } })
    ).text();

    const bare = Fastify({ logger: false });
    bare.get('/current_user.json', (_request, reply) => reply.type('application/json').send(body));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareAddress = bare.server.address();
    const barePort = typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0;

    const ours = await load({
      url: `${server.url}/current_user.json`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: { cookie },
    });
    const baseline = await load({
      url: `http://127.0.0.1:${barePort}/current_user.json`,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    await bare.close();

    const common = { scenario: 'foundation', driver: server.driver, connections: CONNECTIONS };
    report({ ...common, figure: 'current_user', ...ours });
    report({ ...common, figure: 'bare_fastify', ...baseline });
    const ratio = Number((ours.rps / Math.max(1, baseline.rps)).toFixed(3));
    report({
      ...common,
      figure: 'current_user_vs_bare_rps_ratio',
      value: ratio,
      target: '>= 0.5',
      meets_target: ratio >= 0.5,
    });
  } finally {
    await server.close();
  }
}
