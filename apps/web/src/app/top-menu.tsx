import { Group } from '@mantine/core';
import {
  activeMenuEntry,
  isMenuLinkActive,
  type TCurrentUser,
  type TVisibleMenuEntry,
  visibleMenu,
} from '@newsroom/contract';
import type { ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { currentBrand } from '../lib/brand/brand';
import { contentLocale } from '../lib/session/content-locale';
import { appHref, useFollowLink } from '../lib/ui/plain-link';
import classes from './top-menu.module.css';

export function useVisibleMenu(user: TCurrentUser): TVisibleMenuEntry[] {
  return visibleMenu(user, currentBrand(), contentLocale());
}

/** The entry whose section holds the current page, for the sub-tabs. */
export function useActiveEntry(entries: TVisibleMenuEntry[]) {
  return activeMenuEntry(entries, useLocation().pathname);
}

/**
 * The menu's links as NavLink draws them (`active` and `aria-current="page"` on the current
 * section's), with one location and one navigate for all of them: the menu's 40-odd NavLinks
 * were a tenth of the server's render of a screen.
 */
function useMenuLinkProps() {
  const { pathname } = useLocation();
  const follow = useFollowLink();
  return (to: string, className: string | undefined): ComponentProps<'a'> => {
    const active = isMenuLinkActive(pathname, to);
    return {
      href: appHref(to),
      className: active ? `${className ?? ''} active`.trim() : className,
      'aria-current': active ? 'page' : undefined,
      onClick: (event) => follow(event, to),
    };
  };
}

/**
 * The top menu: one dropdown per section, its sub-tabs inside (SPEC §2). The
 * dropdown opens on hover and on keyboard focus, in CSS alone, which keeps a
 * popover library out of the first screen's code.
 */
export function TopMenu({ entries }: { entries: TVisibleMenuEntry[] }) {
  const link = useMenuLinkProps();
  return (
    <Group gap={4} component="nav" aria-label="Main menu" wrap="nowrap">
      {entries.map((entry) =>
        entry.children.length === 0 ? (
          <a key={entry.label} {...link(entry.to, classes.link)}>
            {entry.label}
          </a>
        ) : (
          <div key={entry.label} className={classes.dropdown}>
            <a {...link(entry.to, classes.link)} aria-haspopup="true">
              {entry.label}
            </a>
            <div className={classes.panel} role="menu" aria-label={entry.label}>
              {entry.children.map((child) => (
                <a key={child.label} {...link(child.to, classes.item)} role="menuitem">
                  {child.label}
                </a>
              ))}
            </div>
          </div>
        ),
      )}
    </Group>
  );
}

/** The sub-tabs of the current section, under the header. */
export function SubTabs({ entry }: { entry: TVisibleMenuEntry | undefined }) {
  const link = useMenuLinkProps();
  if (!entry || entry.children.length === 0) return null;
  return (
    <Group gap={4} component="nav" aria-label={`${entry.label} tabs`} className={classes.tabs}>
      {entry.children.map((child) => (
        <a key={child.label} {...link(child.to, classes.tab)}>
          {child.label}
        </a>
      ))}
    </Group>
  );
}
