export const ADMIN_GROUPS = [
  'super_admin',
  'output_editor',
  'new_output',
  'live_admin',
  'territorial_manager',
  'client_desk',
  'seo_admin',
  'translator',
  'news_room',
] as const;

export type TAdminGroup = (typeof ADMIN_GROUPS)[number];

export const USER_ROLES = ['admin', 'customer'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

export const ADMIN_GROUP_LABELS: Record<TAdminGroup, string> = {
  super_admin: 'Super admin',
  output_editor: 'Output editor',
  new_output: 'New output',
  live_admin: 'Live admin',
  territorial_manager: 'Territorial manager',
  client_desk: 'Client desk',
  seo_admin: 'SEO admin',
  translator: 'Translator',
  news_room: 'News room',
};

export function isAdminGroup(value: unknown): value is TAdminGroup {
  return typeof value === 'string' && (ADMIN_GROUPS as readonly string[]).includes(value);
}
