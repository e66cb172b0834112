import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageWithJson } from '../../test/page-with-json';
import { primePreferences, readPagePreferences } from './page-preferences';
import { PREFERENCES_KEY } from './preferences-api';

const page = (content: string | undefined) => pageWithJson('admin-preferences', content);

describe('the admin’s preferences written into the page', () => {
  it('reads a chosen zone and the browser’s (null) back', () => {
    expect(readPagePreferences(page('{"time_zone":"Asia/Kolkata"}'))).toEqual({
      time_zone: 'Asia/Kolkata',
    });
    expect(readPagePreferences(page('{"time_zone":null}'))).toEqual({ time_zone: null });
  });

  it('is unknown without the element, or when unreadable or of another shape', () => {
    expect(readPagePreferences(page(undefined))).toBeUndefined();
    expect(readPagePreferences(page('{'))).toBeUndefined();
    expect(readPagePreferences(page('null'))).toBeUndefined();
    expect(readPagePreferences(page('{"time_zone":5}'))).toBeUndefined();
  });

  it('primes the query cache, so the preferences are not asked for again', () => {
    const client = new QueryClient();
    primePreferences(client, page('{"time_zone":"Asia/Kolkata"}'));
    expect(client.getQueryData(PREFERENCES_KEY)).toEqual({ time_zone: 'Asia/Kolkata' });
    const empty = new QueryClient();
    primePreferences(empty, page(undefined));
    expect(empty.getQueryData(PREFERENCES_KEY)).toBeUndefined();
  });
});
