import { APP_SCRIPTS_ELEMENT_ID, type TAppScripts } from '@newsroom/contract';

/**
 * The first script of a page whose screen the server drew (a build entry of its own, with no
 * imports beside the one constant): the page shows its rows without any script, so the app's
 * scripts are asked for only once the browser has painted them. A module script runs once the
 * page is parsed; the next frame paints the screen, and the app starts after it.
 */
function startApp() {
  const element = document.getElementById(APP_SCRIPTS_ELEMENT_ID);
  if (!element?.textContent) return;
  const { entry, preloads } = JSON.parse(element.textContent) as TAppScripts;
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

// A tab opened in the background paints nothing (and runs no frames) until it is shown: its
// scripts load at once, so the app is ready to take over when the admin turns to it.
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => setTimeout(startApp));
