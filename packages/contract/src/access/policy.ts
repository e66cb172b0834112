import type { TAdminGroup, TUserRole } from './admin-groups';

/**
 * SPEC §6 as data. A rule lists groups; an inverted rule lets everyone in except
 * the listed groups. Areas the specification leaves open are decided in
 * docs/decisions.md and marked `decided` here.
 */
export type TAccessRule = { readonly groups: readonly TAdminGroup[]; readonly inverted?: boolean };

const DEFAULT_CONTENT = ['output_editor', 'new_output', 'super_admin', 'live_admin'] as const;
const SHARED_CONTENT = [
  'live_admin',
  'new_output',
  'super_admin',
  'client_desk',
  'territorial_manager',
  'translator',
] as const;
const VIDEO_PAGE = [
  ...DEFAULT_CONTENT,
  'seo_admin',
  'news_room',
  'client_desk',
  'output_editor',
  'new_output',
  'territorial_manager',
] as const;

const rule = (...groups: TAdminGroup[]): TAccessRule => ({ groups: [...new Set(groups)] });
const except = (...groups: TAdminGroup[]): TAccessRule => ({ groups, inverted: true });

export const ACCESS = {
  /** Any signed-in admin, whatever the group. */
  anyAdmin: except(),
  contentDefault: rule(...DEFAULT_CONTENT),
  liveEvents: rule(...DEFAULT_CONTENT, 'seo_admin'),
  liveEventPage: rule(...DEFAULT_CONTENT, 'seo_admin', 'output_editor'),
  liveHistory: rule(...DEFAULT_CONTENT),
  smartLinksReadOne: rule('client_desk', 'territorial_manager', 'new_output', 'super_admin'),
  smartLinksReadTwo: rule(...SHARED_CONTENT),
  tags: rule(...SHARED_CONTENT, 'seo_admin', 'output_editor', 'client_desk'),
  settings: rule('super_admin'),
  termsPages: rule('super_admin'),
  seoTags: rule('super_admin', 'seo_admin'),
  users: rule('client_desk', 'super_admin', 'territorial_manager'),
  statistics: rule('client_desk', 'new_output', 'live_admin', 'super_admin', 'territorial_manager'),
  planning: rule(
    'output_editor',
    'territorial_manager',
    'live_admin',
    'client_desk',
    'super_admin',
  ),
  ads: rule('output_editor', 'new_output', 'super_admin'),
  videoPage: rule(...VIDEO_PAGE),
  videoTranslations: rule(...VIDEO_PAGE, 'news_room', 'translator', 'output_editor'),
  /** SPEC §6 "translator with super_admin": sending translation change notifications (decided). */
  translationNotifications: rule('translator', 'super_admin'),
  /** SPEC §6 inverted "translator with seo_admin": who may change an event's core fields (decided). */
  notTranslatorOrSeo: except('translator', 'seo_admin'),
  /**
   * Decided: creating, scheduling and starting events is for the live-event list with the
   * inverted check above applied, which leaves the default content list.
   */
  liveEventCoreEdit: rule(...DEFAULT_CONTENT),
  /** Decided: the video lists follow the video page list. */
  videos: rule(...VIDEO_PAGE),
  /**
   * Decided: FTP ingest is the output desks' job: the default content list without live_admin,
   * whose FTP Videos tab SPEC §6 hides (so the call is refused too, not only the tab).
   */
  ftpVideos: rule('output_editor', 'new_output', 'super_admin'),
  /** Decided: live event translations, the live-event list plus translators. */
  liveEventTranslations: rule(...DEFAULT_CONTENT, 'seo_admin', 'translator'),
  /**
   * Decided: the translations queue (what still needs translating into a locale) is the
   * translators' starting screen; super admins may look at it too.
   */
  translationQueue: rule('translator', 'super_admin'),
  /** Decided: only super admins manage other admins. */
  admins: rule('super_admin'),
  /** Decided: Teletrax monitoring is for the output and client desks. */
  teletrax: rule('super_admin', 'output_editor', 'new_output', 'client_desk'),
  /** Decided: following up an unlicensed use (calling the broadcaster) is the client desk's job. */
  teletraxFollowUp: rule('super_admin', 'client_desk'),
  /** Decided: newsletters are written by the output desks. */
  newsletters: rule('super_admin', 'output_editor', 'new_output', 'live_admin'),
} as const satisfies Record<string, TAccessRule>;

export type TAccessArea = keyof typeof ACCESS;

export type TAccessSubject = {
  readonly user_role: TUserRole | string;
  readonly admin_group: TAdminGroup | string | null;
};

/**
 * SPEC §6: a user with no group, or whose role is not admin, passes the
 * group-list checks. Whether a non-admin reaches anything at all is decided
 * by `isAdmin`, never here.
 */
export function passesGroupCheck(subject: TAccessSubject, accessRule: TAccessRule): boolean {
  if (subject.user_role !== 'admin' || !subject.admin_group) return true;
  const listed = (accessRule.groups as readonly string[]).includes(subject.admin_group);
  return accessRule.inverted ? !listed : listed;
}

export function isAdmin(subject: TAccessSubject | null | undefined): subject is TAccessSubject {
  return subject?.user_role === 'admin';
}

/** A signed-in admin whose group the area allows. */
export function canAccess(subject: TAccessSubject | null | undefined, area: TAccessArea): boolean {
  return isAdmin(subject) && passesGroupCheck(subject, ACCESS[area]);
}
