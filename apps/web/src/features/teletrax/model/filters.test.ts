import { teletraxFiltersOf as filtersOf } from '@newsroom/contract';
import { describe, expect, it } from 'vitest';
import { durationInWords } from './filters';

describe('filtersOf', () => {
  it('reads the aired range, exact texts and the unlicensed switch from the URL', () => {
    const params = new URLSearchParams(
      'from=2031-03-01T08:00:00.000Z&to=2031-03-31T22:00:00.000Z&channel=TV%20Sud&country=fr&video=&unlicensed=true&page=2',
    );
    expect(filtersOf(params)).toEqual({
      from: '2031-03-01T08:00:00.000Z',
      to: '2031-03-31T22:00:00.000Z',
      channel: 'TV Sud',
      country: 'FR',
      unlicensed: true,
    });
  });

  it('reads the plain days of older links as whole UTC days', () => {
    expect(filtersOf(new URLSearchParams('from=2031-03-01&to=2031-03-31'))).toEqual({
      from: '2031-03-01T00:00:00.000Z',
      to: '2031-04-01T00:00:00.000Z',
    });
  });

  it('leaves out malformed bounds and a range that ends before it starts', () => {
    expect(filtersOf(new URLSearchParams('from=yesterday'))).toEqual({});
    expect(filtersOf(new URLSearchParams('from=2031-03-02&to=2031-03-01&channel=A'))).toEqual({
      channel: 'A',
    });
  });
});

describe('durationInWords', () => {
  it('says hours, minutes and seconds', () => {
    expect(durationInWords(95)).toBe('1 min 35 s');
    expect(durationInWords(3600)).toBe('1 h');
    expect(durationInWords(0)).toBe('0 s');
  });
});
