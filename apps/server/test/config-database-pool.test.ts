import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to twice the cores plus one, and takes a number', () => {
    expect(loadConfig({}).databasePoolSize).toBe(availableParallelism() * 2 + 1);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
  });

  it('refuses a pool that cannot work, naming the setting', () => {
    for (const bad of ['0', '-3', '2.5', 'many', '201']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
