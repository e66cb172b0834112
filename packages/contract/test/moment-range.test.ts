import { describe, expect, it } from 'vitest';
import {
  isOutOfOrder,
  ZCustomerListQuery,
  ZCustomerSelection,
  ZTeletraxListQuery,
  ZTeletraxTotalsQuery,
} from '../src';

/** The fields a refused query names. */
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

// 2026-03-29 in Europe/Berlin: from 23:00Z the day before to 22:00Z (a 23-hour day).
const BERLIN_DST_DAY = { from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' };

describe('isOutOfOrder', () => {
  it('says only an end strictly before its start is out of order', () => {
    expect(isOutOfOrder(BERLIN_DST_DAY.from, BERLIN_DST_DAY.to)).toBe(false);
    expect(isOutOfOrder(BERLIN_DST_DAY.from, BERLIN_DST_DAY.from)).toBe(false);
    expect(isOutOfOrder(BERLIN_DST_DAY.to, BERLIN_DST_DAY.from)).toBe(true);
    expect(isOutOfOrder(undefined, BERLIN_DST_DAY.from)).toBe(false);
    expect(isOutOfOrder(BERLIN_DST_DAY.from, undefined)).toBe(false);
  });

  it('compares moments, not text: offsets name the same instant', () => {
    // 04:30+05:30 is 23:00Z: the same moment as the start, though it reads later.
    expect(isOutOfOrder('2026-03-29T00:00:00Z', '2026-03-29T04:30:00+05:30')).toBe(true);
    expect(isOutOfOrder('2026-03-28T18:30:00Z', '2026-03-29T00:00:00+05:30')).toBe(false);
  });
});

describe('the customers created range', () => {
  it('takes a day on the admin clock as two instants', () => {
    const query = ZCustomerListQuery.parse({
      created_from: BERLIN_DST_DAY.from,
      created_to: BERLIN_DST_DAY.to,
    });
    expect(query).toMatchObject({
      created_from: BERLIN_DST_DAY.from,
      created_to: BERLIN_DST_DAY.to,
    });
  });

  it('refuses an end before the start on created_to, in the list and in a selection', () => {
    const backwards = { created_from: BERLIN_DST_DAY.to, created_to: BERLIN_DST_DAY.from };
    expect(fieldsOf(ZCustomerListQuery.safeParse(backwards))).toEqual(['created_to']);
    const selection = ZCustomerSelection.safeParse({
      type: 'active',
      selection: { mode: 'all' },
      query: backwards,
      expected_count: 0,
    });
    expect(fieldsOf(selection)).toEqual(['query.created_to']);
  });

  it('refuses a plain date: the API takes instants only', () => {
    expect(fieldsOf(ZCustomerListQuery.safeParse({ created_from: '2026-03-29' }))).toEqual([
      'created_from',
    ]);
    expect(fieldsOf(ZCustomerListQuery.safeParse({ created_to: '2026-03-29' }))).toEqual([
      'created_to',
    ]);
  });
});

describe('the Teletrax aired range', () => {
  it('takes instants for the list and the totals', () => {
    expect(ZTeletraxListQuery.parse(BERLIN_DST_DAY)).toMatchObject(BERLIN_DST_DAY);
    expect(ZTeletraxTotalsQuery.parse({ ...BERLIN_DST_DAY, by: 'video' })).toMatchObject(
      BERLIN_DST_DAY,
    );
  });

  it('refuses an end before the start on `to`, and plain dates', () => {
    const backwards = { from: BERLIN_DST_DAY.to, to: BERLIN_DST_DAY.from };
    expect(fieldsOf(ZTeletraxListQuery.safeParse(backwards))).toEqual(['to']);
    expect(fieldsOf(ZTeletraxTotalsQuery.safeParse({ ...backwards, by: 'video' }))).toEqual(['to']);
    expect(fieldsOf(ZTeletraxListQuery.safeParse({ from: '2026-03-29' }))).toEqual(['from']);
  });
});
