import { describe, expect, it } from 'vitest';
import { currentZoneName } from '../src';

describe('currentZoneName', () => {
  it('gives the current name of a zone ICU still calls by its old one, others as they are', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('Europe/Berlin')).toBe('Europe/Berlin');
  });
});
