import { describe, expect, it } from 'vitest';
import { adminTimeZoneOf, currentZoneName, isRuntimeTimeZone } from '../src';

describe('currentZoneName', () => {
  it('gives the current name of a zone ICU still calls by its old one, others as they are', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('Europe/Berlin')).toBe('Europe/Berlin');
  });
});

describe('adminTimeZoneOf', () => {
  it('takes the chosen zone, else the browser’s, when the runtime knows them', () => {
    expect(adminTimeZoneOf('Asia/Kolkata', 'Europe/Paris')).toBe('Asia/Kolkata');
    expect(adminTimeZoneOf(null, 'Europe/Paris')).toBe('Europe/Paris');
    expect(adminTimeZoneOf(undefined, 'Europe/Paris')).toBe('Europe/Paris');
  });

  it('passes over a zone nobody knows, down to UTC', () => {
    expect(isRuntimeTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(adminTimeZoneOf('Mars/Olympus_Mons', 'Europe/Paris')).toBe('Europe/Paris');
    expect(adminTimeZoneOf(null, 'Mars/Olympus_Mons')).toBe('UTC');
  });

  it('asks the given list when there is one', () => {
    const listed = (zone: string) => ['UTC', 'Europe/Paris'].includes(zone);
    expect(adminTimeZoneOf('Asia/Kolkata', 'Europe/Paris', listed)).toBe('Europe/Paris');
    expect(adminTimeZoneOf('Asia/Kolkata', 'Asia/Tokyo', listed)).toBe('UTC');
  });
});
