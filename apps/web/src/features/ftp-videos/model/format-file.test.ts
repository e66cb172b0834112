import { describe, expect, it } from 'vitest';
import { formatAge, formatBytes } from './format-file';

describe('FTP file formatting', () => {
  it('shows sizes in binary units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(1_572_864)).toBe('1.5 MB');
    expect(formatBytes(350 * 1024 * 1024)).toBe('350 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3 TB');
  });

  it('shows ages relative to now', () => {
    const now = Date.parse('2024-05-12T12:00:00Z');
    expect(formatAge('2024-05-12T11:59:30Z', now)).toBe('30 seconds ago');
    expect(formatAge('2024-05-12T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatAge('2024-05-11T12:00:00Z', now)).toBe('yesterday');
    expect(formatAge('2024-04-28T12:00:00Z', now)).toBe('2 weeks ago');
  });
});
