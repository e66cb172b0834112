import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_RENDER_ENTRY } from '@newsroom/contract';
import { afterAll, expect, it } from 'vitest';
import {
  RENDERS_WAITING_PER_THREAD,
  startFirstScreenRenderer,
} from '../src/lib/first-screen-render';

// A render that never ends for a page whose address says so: the workers stay busy.
const ENTRY = `export async function renderFirstScreen(input) {
  if (input.href.includes('hold')) return new Promise(() => {});
  return '<p>drawn</p>';
}`;

const dist = mkdtempSync(join(tmpdir(), 'newsroom-render-queue-'));
mkdirSync(join(dist, 'server'));
writeFileSync(join(dist, SERVER_RENDER_ENTRY), ENTRY);
const renderer = startFirstScreenRenderer(dist);

afterAll(async () => {
  await renderer?.close();
  rmSync(dist, { recursive: true, force: true });
});

const input = (href: string) => ({
  href,
  user: null,
  answers: [],
  environment: {
    locale: 'en-US',
    timeZone: 'UTC',
    brand: 'newsroom',
    environment: '',
    supportEmail: '',
    cookie: '',
  },
});

it('renders a screen, and refuses at once the renders past those the queue may hold', async () => {
  if (!renderer) throw new Error('no renderer for a build with a render entry');
  expect(await renderer.render(input('http://localhost/cms/signin'))).toBe('<p>drawn</p>');

  const threads = Math.max(1, availableParallelism() - 1);
  // Each thread runs one and may be starting; the queue holds the rest it allows.
  const room = threads * (2 + RENDERS_WAITING_PER_THREAD);
  let refused = 0;
  const failures: unknown[] = [];
  for (let n = 0; n < room + 5; n++) {
    renderer.render(input(`http://localhost/cms/signin?hold=${n}`)).then(
      (markup) => {
        if (markup === undefined) refused++;
      },
      (error: unknown) => failures.push(error),
    );
  }
  // Refused at once, not after the renders ahead, and as no markup rather than an error (a
  // flood logs nothing per page): the page then goes with its frame.
  await new Promise((resolve) => setImmediate(resolve));
  expect(refused).toBeGreaterThanOrEqual(5);
  expect(refused).toBeLessThanOrEqual(room + 5 - threads);
  expect(failures).toEqual([]);
});
