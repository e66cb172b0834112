import { describe, expect, it } from 'vitest';
import { importsFromDefiningFiles } from './contract-direct-imports';

const byName = new Map([
  ['tagEndpoints', '/c/endpoints/tags.ts'],
  ['ZTag', '/c/schemas/tags.ts'],
  ['TTag', '/c/schemas/tags.ts'],
  ['canAccess', '/c/access/policy.ts'],
]);

describe('the web build imports contract names from their own files', () => {
  it('splits one barrel import by defining file and drops type imports', () => {
    const code = `import {\n  canAccess,\n  tagEndpoints as tags,\n  type TTag,\n  ZTag,\n} from '@newsroom/contract';\nuse(tags);`;
    expect(importsFromDefiningFiles(code, byName)).toBe(
      'import { canAccess } from "/c/access/policy.ts"; import { tagEndpoints as tags } from "/c/endpoints/tags.ts"; import { ZTag } from "/c/schemas/tags.ts";\nuse(tags);',
    );
  });

  it('leaves files without barrel imports alone and fails on a name the contract lacks', () => {
    expect(importsFromDefiningFiles("import { x } from './x';", byName)).toBeNull();
    expect(() =>
      importsFromDefiningFiles("import { nope } from '@newsroom/contract';", byName),
    ).toThrow(/exports no 'nope'/);
  });
});
