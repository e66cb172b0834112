import { describe, expect, it } from 'vitest';
import { stripEndpointDefinitions } from './strip-endpoint-schemas';

const source = `import { ZTag, ZTagUpdate } from '../schemas/tags';
import { defineEndpoint } from './define-endpoint';
const common = { access: 'tags', tags: ['tags'] };
export const tagEndpoints = {
  rename: defineEndpoint({ ...common, method: 'PATCH', path: '/t/:id', summary: 'Rename', body: ZTagUpdate, response: ZTag, errors: [409] }),
  remove: defineEndpoint({ method: 'DELETE', summary: 'x', path: '/t/:id', access: 'tags', status: 204 }),
};`;

describe('the web build keeps only what call() reads of a definition', () => {
  it('drops schemas, summaries and error lists, keeps method, path, access and status', () => {
    const out = stripEndpointDefinitions(source);
    const body = out.slice(out.indexOf('export const'));
    expect(body).not.toMatch(/ZTag|summary|errors|Rename/);
    expect(body).toContain("method: 'PATCH', path: '/t/:id'");
    expect(body).toContain("access: 'tags', status: 204");
    expect(body).toContain('...common');
  });

  it('drops the schema imports, which would tie the schema files to the entry', () => {
    const mixed = source.replace('{ ZTag, ZTagUpdate }', '{ ZTag, TAG_MAX, ZTagUpdate }');
    expect(stripEndpointDefinitions(source)).not.toContain('schemas/tags');
    expect(stripEndpointDefinitions(mixed)).toMatch(
      /import \{\s*TAG_MAX,?\s*\} from '\.\.\/schemas\/tags'/,
    );
  });

  it('fails when a schema is named outside a definition, where it would reach the browser', () => {
    const shared = source.replace("tags: ['tags'] }", "tags: ['tags'], response: ZTag }");
    expect(() => stripEndpointDefinitions(shared, 'tags.ts')).toThrow(
      /tags\.ts: name schemas \(ZTag\) only in a definition's own/,
    );
  });

  it('fails on a spread in a definition, whose schemas it could not take out', () => {
    const spread = `import { CSV } from '../schemas/common';\nexport const e = { x: defineEndpoint({ method: 'GET', path: '/x', access: 'tags', ...CSV }) };`;
    expect(() => stripEndpointDefinitions(spread, 'x.ts')).toThrow(
      /x\.ts: name schemas \(\.\.\.CSV\)/,
    );
  });
});
