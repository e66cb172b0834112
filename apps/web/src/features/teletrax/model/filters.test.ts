import { describe, expect, it } from 'vitest';
import { durationInWords, filtersOf } from './filters';

describe('filtersOf', () => {
  it('reads whole UTC days, exact texts and the unlicensed switch from the URL', () => {
    const params = new URLSearchParams(
      'from=2031-03-01&to=2031-03-31&channel=TV%20Sud&country=fr&video=&unlicensed=true&page=2',
    );
    expect(filtersOf(params)).toEqual({
      from: '2031-03-01T00:00:00Z',
      to: '2031-03-31T23:59:59.999Z',
      channel: 'TV Sud',
      country: 'FR',
      unlicensed: true,
    });
  });

  it('leaves out malformed days', () => {
    expect(filtersOf(new URLSearchParams('from=yesterday'))).toEqual({});
  });
});

describe('durationInWords', () => {
  it('says hours, minutes and seconds', () => {
    expect(durationInWords(95)).toBe('1 min 35 s');
    expect(durationInWords(3600)).toBe('1 h');
    expect(durationInWords(0)).toBe('0 s');
  });
});
