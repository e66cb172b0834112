import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { SERVER_RENDER_ENTRY } from '@newsroom/contract';
import { describe, expect, it } from 'vitest';
import { SERVER_RENDER_DIR, SERVER_RENDER_SOURCE } from './server-render-build';

describe('the server render bundle', () => {
  it('is built where the server looks for it, from a source that exists', () => {
    const built = `${basename(SERVER_RENDER_SOURCE).replace(/\.tsx?$/, '')}.js`;
    expect(SERVER_RENDER_ENTRY).toBe(`${SERVER_RENDER_DIR}/${built}`);
    expect(existsSync(join(import.meta.dirname, '..', SERVER_RENDER_SOURCE))).toBe(true);
  });
});
