import { Group } from '@mantine/core';
import { type TCurrentUser, type TVisibleMenuEntry, visibleMenu } from '@newsroom/contract';
import { NavLink, useLocation } from 'react-router';
import { currentBrand } from '../lib/brand/brand';
import { contentLocale } from '../lib/session/content-locale';
import classes from './top-menu.module.css';

export function useVisibleMenu(user: TCurrentUser): TVisibleMenuEntry[] {
  return visibleMenu(user, currentBrand(), contentLocale());
}

const sectionOf = (to: string) => `/${to.split('/')[1] ?? ''}`;

/** The entry whose section holds the current page, for the sub-tabs. */
export function useActiveEntry(entries: TVisibleMenuEntry[]) {
  const { pathname } = useLocation();
  return entries.find((entry) =>
    [entry.to, ...entry.children.map((child) => child.to)].some((to) =>
      pathname.startsWith(sectionOf(to)),
    ),
  );
}

/**
 * The top menu: one dropdown per section, its sub-tabs inside (SPEC §2). The
 * dropdown opens on hover and on keyboard focus, in CSS alone, which keeps a
 * popover library out of the first screen's code.
 */
export function TopMenu({ entries }: { entries: TVisibleMenuEntry[] }) {
  return (
    <Group gap={4} component="nav" aria-label="Main menu" wrap="nowrap">
      {entries.map((entry) =>
        entry.children.length === 0 ? (
          <NavLink key={entry.label} to={entry.to} className={classes.link}>
            {entry.label}
          </NavLink>
        ) : (
          <div key={entry.label} className={classes.dropdown}>
            <NavLink to={entry.to} className={classes.link} aria-haspopup="true">
              {entry.label}
            </NavLink>
            <div className={classes.panel} role="menu" aria-label={entry.label}>
              {entry.children.map((child) => (
                <NavLink key={child.label} to={child.to} className={classes.item} role="menuitem">
                  {child.label}
                </NavLink>
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
  if (!entry || entry.children.length === 0) return null;
  return (
    <Group gap={4} component="nav" aria-label={`${entry.label} tabs`} className={classes.tabs}>
      {entry.children.map((child) => (
        <NavLink key={child.label} to={child.to} className={classes.tab}>
          {child.label}
        </NavLink>
      ))}
    </Group>
  );
}
