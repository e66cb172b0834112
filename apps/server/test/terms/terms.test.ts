import { ADMIN_GROUPS, type TAdminGroup } from '@newsroom/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cookieFor, signedInApp } from '../support';

const TERMS = '/api/admin/terms';
const t = signedInApp();

const api = (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown, who = t.cookie) =>
  t.app.inject({
    method,
    url: `${TERMS}${path}`,
    headers: { cookie: who },
    ...(body === undefined ? {} : { payload: body as object }),
  });
const inHours = (n: number) => new Date(t.clock.now().getTime() + n * 3_600_000).toISOString();

async function saveDraft(locale: string, html: string) {
  const page = (await api('GET', `/${locale}`)).json();
  const saved = await api('PUT', `/${locale}/draft`, { html, version: page.draft.version });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

async function publish(locale: string, html: string, effectiveAt = inHours(0)) {
  const draft = await saveDraft(locale, html);
  const published = await api('POST', `/${locale}/versions`, {
    draft_version: draft.version,
    effective_at: effectiveAt,
  });
  expect(published.statusCode, published.body).toBe(201);
  return published.json();
}

describe('sanitising', () => {
  it('removes script, event handlers and javascript: links, keeps headings, lists, links and tables', async () => {
    const draft = await saveDraft(
      'de',
      [
        '<h2 onclick="alert(1)">Terms</h2><script>alert(1)</script>',
        '<p>Read <a href="javascript:alert(1)">this</a> and <a href="https://example.com/x" onmouseover="x()">that</a>',
        '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe></p>',
        '<ul><li>one</li></ul><ol><li>two</li></ol>',
        '<table><tbody><tr><th colspan="2" style="color:red">A</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>',
        '<a href="JaVaScRiPt:alert(1)">x</a><a href="data:text/html,<script>1</script>">y</a><svg onload=alert(1)></svg>',
      ].join(''),
    );
    const html: string = draft.html;
    for (const bad of [
      '<script',
      'onclick',
      'onmouseover',
      'onerror',
      'javascript:',
      'JaVaScRiPt',
      'data:',
      '<img',
      '<iframe',
      '<svg',
      'style=',
      'alert(1)',
    ]) {
      expect(html, bad).not.toContain(bad);
    }
    expect(html).toContain('<h2>Terms</h2>');
    expect(html).toContain(
      '<a href="https://example.com/x" rel="noopener noreferrer nofollow">that</a>',
    );
    expect(html).toContain('<ul><li>one</li></ul><ol><li>two</li></ol>');
    expect(html).toContain('<th colspan="2">A</th>');
  });
});

/** Ways script has been smuggled past sanitisers: encoded schemes, odd tags, stray attributes. */
const SMUGGLED = [
  '<a href="&#106;avascript:alert(1)">entity</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">hex entity</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href=" javascript:alert(1)">space</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="//evil.example/x">protocol-relative</a>',
  '<p style="background:url(javascript:alert(1))">style</p>',
  '<p><style>p{color:red}</style>kept text</p>',
  '<form action="javascript:alert(1)"><button formaction="javascript:1">b</button></form>',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
  '<base href="javascript:alert(1)//"><meta http-equiv="refresh" content="0;url=javascript:1">',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<details open ontoggle="alert(1)">d</details><body onload="alert(1)">',
  '<a href="https://ok.example" target="_blank" onfocus="alert(1)" autofocus>ok</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>',
  '<scr<script>ipt>alert(1)</script>',
];

describe('sanitising what else has carried script', () => {
  it.each(SMUGGLED)('%s', async (html) => {
    const saved: string = (await saveDraft('it', `<p>before</p>${html}`)).html;
    expect(saved).toContain('<p>before</p>');
    expect(saved).not.toMatch(/script|<style|<form|<math|<svg|<base|<meta|<object|<embed|<iframe/i);
    expect(saved).not.toMatch(/\son\w+\s*=|style=|srcdoc|xlink|formaction/i);
    for (const href of saved.matchAll(/href="([^"]*)"/g)) {
      expect(href[1]).toMatch(/^(https?:|mailto:)/);
    }
  });
});

describe('drafts, versions and the version in effect', () => {
  it('publishes numbered immutable versions and answers the one in effect publicly', async () => {
    expect((await t.app.inject({ url: '/api/public/terms/fr' })).statusCode).toBe(404);
    const first = await publish('fr', '<p>Version one</p>');
    expect(first).toMatchObject({ locale: 'fr', number: 1, html: '<p>Version one</p>' });
    const second = await publish('fr', '<p>Version two</p>', inHours(24));
    expect(second.number).toBe(2);

    const page = (await api('GET', '/fr')).json();
    expect(page.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(page.in_effect).toBe(1);
    expect(page.draft.html).toBe('<p>Version two</p>');

    const now = await t.app.inject({ url: '/api/public/terms/fr' });
    expect(now.statusCode).toBe(200);
    expect(now.headers['access-control-allow-origin']).toBe('*');
    expect(now.json()).toMatchObject({ number: 1, html: '<p>Version one</p>' });
    const older = await t.app.inject({ url: '/api/public/terms/fr?version=2' });
    expect(older.json().number).toBe(2);
    expect((await t.app.inject({ url: '/api/public/terms/fr?version=9' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/public/terms/fr?version=x' })).statusCode).toBe(422);

    t.clock.advance(25 * 3_600_000);
    t.cookie = await cookieFor(t, 'super_admin');
    expect((await t.app.inject({ url: '/api/public/terms/fr' })).json().number).toBe(2);
    expect((await api('GET', '/fr/versions/1')).json().html).toBe('<p>Version one</p>');
    const overview = (await api('GET', '')).json();
    expect(overview.main_locale).toEqual(expect.any(String));
    expect(overview.locales).toContainEqual({
      locale: 'fr',
      latest: 2,
      in_effect: 2,
      has_draft: true,
    });

    const history = (await api('GET', '/fr/history')).json().history;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'published',
      'draft_saved',
      'published',
      'draft_saved',
    ]);
  });

  it('answers 409 on a stale draft save or publish', async () => {
    const draft = await saveDraft('es', '<p>Hola</p>');
    expect((await api('PUT', '/es/draft', { html: '<p>x</p>', version: null })).statusCode).toBe(
      409,
    );
    const next = await api('PUT', '/es/draft', { html: '<p>Hola 2</p>', version: draft.version });
    expect(next.json().version).toBe(draft.version + 1);
    const stale = await api('PUT', '/es/draft', { html: '<p>Lost</p>', version: draft.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('conflict');
    const publishStale = await api('POST', '/es/versions', {
      draft_version: draft.version,
      effective_at: inHours(0),
    });
    expect(publishStale.statusCode).toBe(409);
  });

  it('refuses bad input', async () => {
    const draft = await saveDraft('it', '<p>Ciao</p>');
    await publish('it', '<p>Ciao 1</p>', inHours(48));
    const current = (await api('GET', '/it')).json().draft;
    const cases: [string, string, unknown, number, string?][] = [
      ['PUT', '/it/draft', { html: 1, version: current.version }, 422, 'html'],
      ['PUT', '/it/draft', { html: 'x'.repeat(500_001), version: current.version }, 422, 'html'],
      ['PUT', '/it/draft', { html: 'x', version: 0 }, 422, 'version'],
      ['PUT', '/it/draft', { html: 'x', version: 1, extra: true }, 422],
      ['PUT', '/zz/draft', { html: 'x', version: null }, 404],
      ['PUT', '/%3Cb%3E/draft', { html: 'x', version: null }, 422, 'locale'],
      [
        'POST',
        '/it/versions',
        { draft_version: current.version, effective_at: 'soon' },
        422,
        'effective_at',
      ],
      [
        'POST',
        '/it/versions',
        { draft_version: current.version, effective_at: inHours(-2) },
        422,
        'effective_at',
      ],
      [
        'POST',
        '/it/versions',
        { draft_version: current.version, effective_at: inHours(1) },
        422,
        'effective_at',
      ],
      [
        'POST',
        '/it/versions',
        { draft_version: current.version, effective_at: inHours(72) },
        422,
        'draft_version',
      ],
      ['GET', '/it/versions/0', undefined, 422, 'number'],
      ['GET', '/it/versions/5', undefined, 404],
      ['GET', '/zz', undefined, 404],
    ];
    for (const [method, path, body, status, field] of cases) {
      const response = await api(method as 'GET', path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(status);
      if (field)
        expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(draft.version).toBeGreaterThan(0);
    const empty = await saveDraft('pt', '<script>x</script><p> </p>');
    const refused = await api('POST', '/pt/versions', {
      draft_version: empty.version,
      effective_at: inHours(0),
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('access: super admins only (SPEC §6)', () => {
  it.each(ADMIN_GROUPS)('%s', async (group: TAdminGroup) => {
    const who = await cookieFor(t, group);
    const allowed = group === 'super_admin';
    expect((await api('GET', '/en', undefined, who)).statusCode).toBe(allowed ? 200 : 403);
    const save = await api('PUT', '/en/draft', { html: '<p>x</p>', version: 999 }, who);
    expect(save.statusCode).toBe(allowed ? 409 : 403);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: `${TERMS}/en` })).statusCode).toBe(401);
  });
});

describe('immutability', () => {
  it('the database refuses to change a published version', async () => {
    await publish('ar', '<p>نص</p>');
    await expect(
      t.db.execute(sql`update terms_versions set html = 'changed' where locale = 'ar'`),
    ).rejects.toThrow();
  });
});
