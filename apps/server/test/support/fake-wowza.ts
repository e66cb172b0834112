import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small Wowza Streaming Engine REST API (v2) on a random local port: push-publish
 * map entries, transcoder templates and application monitoring, with digest or basic
 * auth, and switches to make it fail or hang. Every request is recorded.
 */
export type TFakeWowzaRequest = {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  headers: IncomingMessage['headers'];
};

export type TFakeMapEntry = Record<string, unknown> & {
  entryName: string;
  enabled: boolean;
  sessionStatus: string;
};

export type TFakeWowzaOptions = {
  auth?: 'digest' | 'basic' | 'none';
  username?: string;
  password?: string;
  application?: string;
};

export type TFakeWowza = {
  url: string;
  requests: TFakeWowzaRequest[];
  entries: Map<string, TFakeMapEntry>;
  monitoring: { uptime: number; bytesInRate: number; bytesOutRate: number };
  templates: string[];
  /** Each template's definition (GET/POST/PUT/DELETE .../transcoder/templates/{name}). */
  templateBodies: Map<string, Record<string, unknown>>;
  /** The application's transcoder settings (GET/PUT .../transcoder). */
  transcoder: Record<string, unknown>;
  /** Status an enabled entry reports (Wowza's sessionStatus). */
  sessionStatus: string;
  /** While set, every call whose "METHOD path" matches answers this status and message. */
  failing: { match: RegExp; status: number; message: string } | null;
  /** While set, calls whose "METHOD path" matches get no answer for this long. */
  hanging: { match: RegExp; ms: number } | null;
  close: () => Promise<void>;
};

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const REALM = 'Wowza';

function digestFields(header: string) {
  const fields: Record<string, string> = {};
  for (const match of header.slice('Digest '.length).matchAll(/(\w+)=(?:"([^"]*)"|([^,\s]*))/g)) {
    fields[match[1] as string] = match[2] ?? match[3] ?? '';
  }
  return fields;
}

export async function startFakeWowza(options: TFakeWowzaOptions = {}): Promise<TFakeWowza> {
  const auth = options.auth ?? 'digest';
  const username = options.username ?? 'rest';
  const password = options.password ?? 'wowza-secret';
  const base = `/v2/servers/_defaultServer_/vhosts/_defaultVHost_/applications/${options.application ?? 'live'}`;
  const nonce = randomBytes(16).toString('hex');

  const authorized = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    if (auth === 'none') return true;
    if (auth === 'basic') {
      return header === `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
    }
    if (!header.startsWith('Digest ')) return false;
    const f = digestFields(header);
    const ha1 = md5(`${username}:${REALM}:${password}`);
    const ha2 = md5(`${request.method}:${f.uri}`);
    const expected = f.qop
      ? md5(`${ha1}:${f.nonce}:${f.nc}:${f.cnonce}:${f.qop}:${ha2}`)
      : md5(`${ha1}:${f.nonce}:${ha2}`);
    return f.username === username && f.nonce === nonce && f.response === expected;
  };

  const fake: TFakeWowza = {
    url: '',
    requests: [],
    entries: new Map(),
    monitoring: { uptime: 0, bytesInRate: 0, bytesOutRate: 0 },
    templates: ['transrate', 'transcode'],
    templateBodies: new Map([
      ['transrate', { name: 'transrate', description: 'Passthrough and 360p' }],
      ['transcode', { name: 'transcode', description: 'ABR 720p, 360p, 160p' }],
    ]),
    transcoder: { liveStreamTranscoder: 'transcoder', templates: 'transrate.xml' },
    sessionStatus: 'Active',
    failing: null,
    hanging: null,
    close: async () => {},
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  const ok = (response: ServerResponse, message: string, status = 200) =>
    send(response, status, { success: true, message, data: null });
  const refuse = (response: ServerResponse, status: number, message: string) =>
    send(response, status, { success: false, message, wowzaServer: '4.8.0', code: String(status) });

  function route(
    method: string,
    path: string,
    body: Record<string, unknown> | null,
    response: ServerResponse,
  ) {
    if (!path.startsWith(base)) return refuse(response, 404, 'Application not found');
    const rest = path.slice(base.length);
    if (method === 'GET' && rest === '/monitoring/current') {
      return send(response, 200, {
        serverName: '_defaultServer_',
        ...fake.monitoring,
        bytesIn: 0,
        bytesOut: 0,
        totalConnections: 1,
      });
    }
    if (method === 'GET' && rest === '/transcoder/templates') {
      return send(response, 200, {
        serverName: '_defaultServer_',
        templates: fake.templates.map((id) => ({ id, href: `${base}/transcoder/templates/${id}` })),
      });
    }
    if (rest === '/transcoder' && (method === 'GET' || method === 'PUT')) {
      if (method === 'PUT') Object.assign(fake.transcoder, body);
      return send(response, 200, { serverName: '_defaultServer_', ...fake.transcoder });
    }
    const template = rest.match(/^\/transcoder\/templates\/([^/]+)$/);
    if (template) {
      const name = decodeURIComponent(template[1] as string);
      const found = fake.templateBodies.get(name);
      if (method === 'POST' && found) return refuse(response, 409, `Template ${name} exists`);
      if (method === 'POST' || (method === 'PUT' && found)) {
        fake.templateBodies.set(name, { ...body, name });
        if (!fake.templates.includes(name)) fake.templates.push(name);
        return ok(response, `Template ${name} saved`, method === 'POST' ? 201 : 200);
      }
      if (!found) return refuse(response, 404, `Template ${name} not found`);
      if (method === 'GET') return send(response, 200, { serverName: '_defaultServer_', ...found });
      if (method === 'DELETE') {
        fake.templateBodies.delete(name);
        fake.templates = fake.templates.filter((id) => id !== name);
        return ok(response, `Template ${name} deleted`);
      }
    }
    if (method === 'GET' && rest === '/pushpublish/mapentries') {
      return send(response, 200, {
        serverName: '_defaultServer_',
        mapEntries: [...fake.entries.values()].map((entry) => ({
          ...entry,
          sessionStatus: entry.enabled ? fake.sessionStatus : 'NotFound',
        })),
      });
    }
    const entry = rest.match(
      /^\/pushpublish\/mapentries\/([^/]+)(?:\/actions\/(enable|disable))?$/,
    );
    if (!entry) return refuse(response, 404, `No resource ${rest}`);
    const name = decodeURIComponent(entry[1] as string);
    const action = entry[2];
    const existing = fake.entries.get(name);
    if (method === 'POST' && !action) {
      if (existing) return refuse(response, 409, `Map entry (${name}) already exists`);
      fake.entries.set(name, {
        ...body,
        entryName: name,
        enabled: Boolean(body?.enabled),
        sessionStatus: 'NotFound',
      });
      return ok(response, `Entry (${name}) saved successfully`, 201);
    }
    if (!existing) return refuse(response, 404, `Map entry (${name}) not found`);
    if (method === 'PUT' && action) {
      existing.enabled = action === 'enable';
      return ok(response, `Entry (${name}) ${action}d`);
    }
    if (method === 'PUT') {
      fake.entries.set(name, { ...existing, ...body, entryName: name, enabled: existing.enabled });
      return ok(response, `Entry (${name}) updated`);
    }
    if (method === 'DELETE') {
      fake.entries.delete(name);
      return ok(response, `Entry (${name}) deleted`);
    }
    return refuse(response, 405, 'Method not allowed');
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      if (!authorized(request)) {
        const challenge =
          auth === 'digest'
            ? `Digest realm="${REALM}", qop="auth", nonce="${nonce}", opaque="${md5(nonce)}"`
            : `Basic realm="${REALM}"`;
        response.writeHead(401, { 'WWW-Authenticate': challenge });
        response.end();
        return;
      }
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      fake.requests.push({ method, path, body, headers: request.headers });
      const key = `${method} ${path}`;
      const answer = () => {
        if (fake.failing?.match.test(key)) {
          return refuse(response, fake.failing.status, fake.failing.message);
        }
        route(method, path, body, response);
      };
      if (fake.hanging?.match.test(key)) setTimeout(answer, fake.hanging.ms);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** The calls the fake accepted (past authentication), as "METHOD path-after-the-application". */
export function callsOf(fake: TFakeWowza, application = 'live') {
  const base = `/v2/servers/_defaultServer_/vhosts/_defaultVHost_/applications/${application}`;
  return fake.requests.map((request) => `${request.method} ${request.path.replace(base, '')}`);
}
