import { activeMenuEntry, isMenuLinkActive, type TVisibleMenuEntry } from '@newsroom/contract';
import { escapeHtml } from './escape-html';

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

/** What the header shows of a signed-in admin (the app's Header, SubTabs and top menu). */
export type TBootHeader = {
  /** The admin's menu (`visibleMenu` for their group, brand and content locale). */
  menu: TVisibleMenuEntry[];
  /** The page's path under /cms (`/content/videos/all`), for the open entry and sub-tab. */
  path: string;
  name: string;
  /** The environment label outside production, shown beside the logo. */
  environment?: string;
  /** Whether the admin may read the release notes (the header's "What's new"). */
  whatsNew: boolean;
};

/** The header's menu, sub-tabs and right side as the app draws them (`app/header.tsx`). */
function headerParts({ menu, path, name, environment, whatsNew }: TBootHeader) {
  const settings = path === '/settings' || path.startsWith('/settings/');
  const link = (label: string, open: boolean, kind: string) =>
    `<span class="boot-${kind}${open ? ' boot-open' : ''}">${escapeHtml(label)}</span>`;
  const active = activeMenuEntry(menu, path);
  const left = [
    environment ? `<span class="boot-badge">${escapeHtml(environment)}</span>` : '',
    settings
      ? ''
      : `<div class="boot-menu">${menu.map((entry) => link(entry.label, isMenuLinkActive(path, entry.to), 'link')).join('')}</div>`,
  ].join('');
  const right = settings
    ? ''
    : [
        '<div class="boot-side">',
        whatsNew ? '<span class="boot-whats-new">What&#39;s new<span></span></span>' : '',
        `<span class="boot-name">${escapeHtml(name)}</span>`,
        '<span class="boot-sign-out">Sign out</span>',
        '</div>',
      ].join('');
  const tabs =
    !settings && active && active.children.length > 0
      ? `<div class="boot-tabs">${active.children.map((child) => link(child.label, isMenuLinkActive(path, child.to), 'tab')).join('')}</div>`
      : '';
  return { left, right, tabs };
}

/**
 * What `#root` holds until the app's first render replaces it: the header (logo and, for a
 * signed-in admin, the top menu of their group with the open section, the environment label,
 * "What's new", their name and "Sign out"), its divider, the open section's sub-tabs and the
 * screen's skeleton, each at the place and size the app draws them, so nothing moves when the
 * app takes over (the rules are the web app's global.css, `boot-*` and `screen-skeleton*`,
 * which loads before the first paint; the app's `ScreenSkeleton` draws the same). The page so
 * paints once its styles arrive instead of after every script has run. Nothing in it is a link
 * or a control, and it is hidden from assistive technology and holds no `main`, so nothing
 * reads it or acts on it while the app takes over. `logo`: `inlineLogo` of the brand's logo,
 * or an `<img>` of it when the build has none; `header`: the signed-in admin's, else nothing.
 */
export function bootFrame(logo: string, header?: TBootHeader): string {
  const skeleton = [
    '<div class="boot-main"><div class="screen-skeleton">',
    '<div class="screen-skeleton-title"></div>',
    '<div class="screen-skeleton-filters"></div>',
    '<div class="screen-skeleton-rows"></div>',
    '</div></div>',
  ];
  const parts = header ? headerParts(header) : undefined;
  return [
    '<div aria-hidden="true">',
    `<div class="boot-header"><div class="boot-side">${header ? '<span class="boot-burger"></span>' : ''}${logo}${parts?.left ?? ''}</div>${parts?.right ?? ''}</div>`,
    '<div class="boot-divider"></div>',
    parts?.tabs ?? '',
    // Signed out it is the sign-in page (or another public one): its card is the app's.
    ...(header ? skeleton : []),
    '</div>',
  ].join('');
}
