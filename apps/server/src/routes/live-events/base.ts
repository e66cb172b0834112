export const LIVE = '/api/admin/content/live';
