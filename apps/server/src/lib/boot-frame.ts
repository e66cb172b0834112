/**
 * The logo inline (an SVG of a few hundred bytes from the build): an `<img>` would paint only
 * once its request, queued behind the scripts, is answered. Its role and name are dropped (the
 * app's own header names the logo).
 */
export function inlineLogo(svg: string): string {
  return svg.replace(/<svg\b[^>]*>/, (tag) =>
    tag
      .replace(/\s(role|aria-label|width|height)="[^"]*"/g, '')
      .replace('<svg', '<svg height="28" style="width:auto" focusable="false"'),
  );
}

/**
 * What `#root` holds until the app's first render replaces it: the header's logo, its divider
 * and, for a signed-in admin, the screen's skeleton (the rules are the web app's global.css,
 * `boot-*` and `screen-skeleton*`, which loads before the first paint; the app's
 * `ScreenSkeleton` draws the same). The page so paints once its styles arrive instead of after
 * every script has run. Hidden from assistive technology, without `main` and without text but
 * the logo's, so nothing reads or finds it twice while the app takes over. `logo`: `inlineLogo`
 * of the brand's logo, or an `<img>` of it when the build has none.
 */
export function bootFrame(logo: string, signedIn: boolean): string {
  const skeleton = [
    '<div class="boot-main"><div class="screen-skeleton">',
    '<div class="screen-skeleton-title"></div>',
    '<div class="screen-skeleton-filters"></div>',
    '<div class="screen-skeleton-rows"></div>',
    '</div></div>',
  ];
  return [
    '<div aria-hidden="true">',
    `<div class="boot-header">${logo}</div>`,
    '<div class="boot-divider"></div>',
    // Signed out it is the sign-in page (or another public one): its card is the app's.
    ...(signedIn ? skeleton : []),
    '</div>',
  ].join('');
}
