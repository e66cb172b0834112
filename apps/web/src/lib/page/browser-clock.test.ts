import { BROWSER_CLOCK_COOKIE } from '@newsroom/contract';
import { describe, expect, it } from 'vitest';
import { browserClockValue, rememberBrowserClock } from './browser-clock';

describe('the browser clock cookie', () => {
  it('carries the zone and language, each encoded, for the server to read back', () => {
    expect(browserClockValue('pt-BR', 'America/Sao_Paulo')).toBe('America%2FSao_Paulo|pt-BR');
    const [zone, language] = browserClockValue('en-US', 'Etc/GMT+5').split('|');
    expect(decodeURIComponent(zone ?? '')).toBe('Etc/GMT+5');
    expect(decodeURIComponent(language ?? '')).toBe('en-US');
  });

  it('is written for the app’s pages', () => {
    window.history.replaceState(null, '', '/cms/content/videos/all');
    rememberBrowserClock();
    expect(document.cookie).toContain(`${BROWSER_CLOCK_COOKIE}=`);
  });
});
