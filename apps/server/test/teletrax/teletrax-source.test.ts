import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTeletraxReport, TTeletraxSource } from '../../src/adapters/teletrax';
import { scanSource } from '../../src/services/teletrax/scan-source';
import { createTestApp, type TTestApp } from '../support';
import { HEADER } from './helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A source that is not the watched folder, as the vendor's API would be one: it offers reports
 * as streams and hears how each ended. Only the interface is used, so this is what another
 * source has to provide (adapters/teletrax/README.md).
 */
function memorySource(reports: Record<string, string>) {
  const settled: [string, string][] = [];
  const waiting = () => Promise.resolve(Object.keys(reports));
  const source: TTeletraxSource = {
    adapter: 'api',
    waiting,
    take: async function* () {
      for (const name of await waiting()) {
        const report: TTeletraxReport = {
          name,
          open: () => Readable.from([reports[name] ?? '']),
          settle: async (outcome) => {
            settled.push([name, outcome]);
          },
        };
        yield report;
      }
    },
  };
  return { source, settled };
}

describe('another report source beside the watched folder', () => {
  it('imports what it offers through the same import, idempotently, and tells it the outcome', async () => {
    const day = `${HEADER}\nAPI TV,DE,2031-08-01T10:00:00Z,40,api-clip,\nAPI TV,DE,2031-08-01T11:00:00Z,40,api-clip,\n`;
    const { source, settled } = memorySource({ '2031-08-01': day, broken: 'no,columns\n' });
    const deps = { db: t.app.db, transact: t.app.transact, now: t.app.now };

    const first = await scanSource(deps, source, null);
    expect(first.map((i) => [i.file_name, i.source, i.state, i.imported])).toEqual([
      ['2031-08-01', 'api', 'done', 2],
      ['broken', 'api', 'failed', 0],
    ]);
    expect(settled).toEqual([
      ['2031-08-01', 'done'],
      ['broken', 'failed'],
    ]);

    // A source that offers the same day again (a retried fetch) adds nothing twice.
    const again = await scanSource(deps, memorySource({ '2031-08-01': day }).source, null);
    expect(again[0]).toMatchObject({ imported: 0, duplicates: 2, state: 'done' });
  });
});
