const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What `#root` holds until the app's first render replaces it: the
 * header's logo, its divider and, for a signed-in admin, the screen's skeleton (the rules are the web app's global.css,
 * `boot-*` and `screen-skeleton*`, which loads before the first paint; the app's
 * `ScreenSkeleton` draws the same). The page so paints once its styles arrive instead of after
 * every script has run. Hidden from assistive technology and free of text and of `main`, so
 * nothing reads or finds it twice while the app takes over.
 */
export function bootFrame(logoSrc: string, signedIn: boolean): string {
  const skeleton = [
    '<div class="boot-main"><div class="screen-skeleton">',
    '<div class="screen-skeleton-title"></div>',
    '<div class="screen-skeleton-filters"></div>',
    '<div class="screen-skeleton-rows"></div>',
    '</div></div>',
  ];
  return [
    '<div aria-hidden="true">',
    `<div class="boot-header"><img src="${escapeAttribute(logoSrc)}" alt="" height="28"></div>`,
    '<div class="boot-divider"></div>',
    // Signed out it is the sign-in page (or another public one): its card is the app's.
    ...(signedIn ? skeleton : []),
    '</div>',
  ].join('');
}
