import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPathFor } from './return-path';

describe('safeReturnPath', () => {
  it('keeps in-app paths with their query', () => {
    expect(safeReturnPath('/content/tags/en')).toBe('/content/tags/en');
    expect(safeReturnPath('/content/live-event/x?tab=stream')).toBe(
      '/content/live-event/x?tab=stream',
    );
    expect(safeReturnPath('/cms/content/tags/en')).toBe('/content/tags/en');
  });

  it('refuses anything that leaves the app', () => {
    for (const value of [
      'https://evil.test/x',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'content/tags',
      '',
      null,
      '/signin',
      '/cms/signin',
    ])
      expect(safeReturnPath(value)).toBeNull();
  });

  it('builds the sign-in link', () => {
    expect(signInPathFor('/content/tags/en')).toBe('/signin?next=%2Fcontent%2Ftags%2Fen');
    expect(signInPathFor('/')).toBe('/signin');
  });
});
