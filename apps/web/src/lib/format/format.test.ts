import { describe, expect, it } from 'vitest';
import { contentLocale } from '../session/content-locale';
import { formatMoney, moneySymbol } from './money';
import { shorten } from './shorten';

describe('SPEC §9 helpers', () => {
  it('uses the rouble for video and the euro otherwise', () => {
    expect(moneySymbol('video')).toBe('₽');
    expect(moneySymbol('live_event')).toBe('€');
    expect(formatMoney(1500, 'video')).toBe('1,500.00 ₽');
  });

  it('cuts text at 20 characters and adds an ellipsis', () => {
    expect(shorten('exactly twenty chars')).toBe('exactly twenty chars');
    expect(shorten('twenty-one characters')).toBe('twenty-one character…');
  });

  it('reads the content locale from the language_code cookie, English by default', () => {
    expect(contentLocale('')).toBe('en');
    expect(contentLocale('a=1; language_code=ru; b=2')).toBe('ru');
    expect(contentLocale('language_code=<script>')).toBe('en');
  });
});
