import { ROUTER_BASE_PATH } from '@newsroom/contract';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The address of an app path (`/content/videos/all`) as a link's href. */
export const appHref = (to: string) => (to === '/' ? ROUTER_BASE_PATH : `${ROUTER_BASE_PATH}${to}`);

/**
 * A click on an app link, as React Router's Link handles it: a plain left click navigates in the
 * app (replacing the entry when the link is the current page); a modified or middle click, or
 * another target, is left to the browser.
 */
export function useFollowLink() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    const target = event.currentTarget.getAttribute('target');
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    void navigate(to, { replace: `${pathname}${search}${hash}` === to });
  };
}

/**
 * An in-app link drawn as a plain anchor: Link's behaviour without its per-link path resolving,
 * which lists and the menu, drawn into the server's first screen dozens at a time, felt in the
 * render. `to` is an app path from the root (`/content/videos/all/2`).
 */
export function PlainLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  const follow = useFollowLink();
  return (
    <a href={appHref(to)} className={className} onClick={(event) => follow(event, to)}>
      {children}
    </a>
  );
}
