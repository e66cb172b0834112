import type { TSeoPageType } from '@newsroom/contract';

type TDefaults = {
  titleTemplate: string;
  descriptionTemplate: string;
  robotsIndex: boolean;
  robotsFollow: boolean;
};

/**
 * What a page type uses until someone saves its tags in a locale: plain templates that fit the
 * limits, and search results kept out of the index (a search page per query is thin content).
 */
export const SEO_DEFAULTS: Record<TSeoPageType, TDefaults> = {
  home: {
    titleTemplate: '{site}: news video and live events',
    descriptionTemplate: 'News video, live events and footage from around the world on {site}.',
    robotsIndex: true,
    robotsFollow: true,
  },
  video: {
    titleTemplate: '{title} | {site}',
    descriptionTemplate: '{description}',
    robotsIndex: true,
    robotsFollow: true,
  },
  live_event: {
    titleTemplate: '{title}: live | {site}',
    descriptionTemplate: '{description}',
    robotsIndex: true,
    robotsFollow: true,
  },
  tag: {
    titleTemplate: '{tag}: video news | {site}',
    descriptionTemplate: 'The latest video news about {tag} on {site}.',
    robotsIndex: true,
    robotsFollow: true,
  },
  search: {
    titleTemplate: '{query}: search | {site}',
    descriptionTemplate: 'Video news matching “{query}” on {site}.',
    robotsIndex: false,
    robotsFollow: true,
  },
};
