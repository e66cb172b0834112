import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The boundary check `npm run lint` runs (scripts/check-boundaries.mjs), on a made-up repository.
const script = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/check-boundaries.mjs',
);

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function repository(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, report: run.stderr };
}

describe('the import boundary check', () => {
  it('passes imports that keep to the rules', () => {
    const { status, report } = repository({
      'apps/web/src/features/tags/api/tags-api.ts':
        "import { apiJson } from '../../../lib/api/client';",
      'apps/web/src/features/tags/screens/tags.tsx':
        "import { ApiRequestError } from '../../../lib/api/client';\nimport { useTags } from '../api/tags-api';",
      'apps/server/src/routes/tags/list.ts':
        "import { listTags } from '../../services/tags/list-tags';",
      'apps/server/src/services/tags/create.ts': "import { recordHistory } from '../history';",
    });
    expect(report).toBe('');
    expect(status).toBe(0);
  });

  it('reports each forbidden import and fails', () => {
    const { status, report } = repository({
      'apps/web/src/features/tags/screens/tags.tsx':
        "import { VideoList } from '../../videos/components/video-list';\nimport { apiJson } from '../../../lib/api/client';",
      'apps/web/src/lib/ui/list.tsx': "import { useTags } from '../../features/tags/api/tags-api';",
      'apps/server/src/routes/tags/list.ts':
        "import { tags } from '../../db/schema';\nimport { eq } from 'drizzle-orm';",
      'apps/server/src/services/tags/create.ts':
        "import { recordHistory } from '../history/record-history';",
    });
    expect(status).toBe(1);
    const lines = report.split('\n');
    const reported = (file: string, rule: string) =>
      lines.some((line) => line.startsWith(file) && line.includes(rule));
    expect(reported('apps/web/src/features/tags/screens/tags.tsx', 'never import each other')).toBe(
      true,
    );
    expect(reported('apps/web/src/features/tags/screens/tags.tsx', 'calls the API client')).toBe(
      true,
    );
    expect(reported('apps/web/src/lib/ui/list.tsx', 'lib never imports features')).toBe(true);
    expect(
      lines.filter((line) => line.startsWith('apps/server/src/routes/tags/list.ts')),
    ).toHaveLength(2);
    expect(reported('apps/server/src/services/tags/create.ts', 'through its index.ts')).toBe(true);
  });
});
