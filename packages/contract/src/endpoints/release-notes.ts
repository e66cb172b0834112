import { ZIdParam, ZNoContent } from '../schemas/common';
import { ZHistoryList, ZHistoryQuery } from '../schemas/history';
import {
  ZReleaseNote,
  ZReleaseNoteCreate,
  ZReleaseNoteList,
  ZReleaseNoteListQuery,
  ZReleaseNotesRead,
  ZReleaseNoteUnread,
  ZReleaseNoteUpdate,
} from '../schemas/release-notes';
import { defineEndpoint } from './define-endpoint';

const NOTES = '/api/admin/release_notes';
const reading = { access: 'anyAdmin', tags: ['release notes'] } as const;
const writing = { access: 'settings', tags: ['release notes'] } as const;

/** Release notes (/settings/release-notes): every admin reads "What's new", super admins write. */
export const releaseNoteEndpoints = {
  list: defineEndpoint({
    ...reading,
    method: 'GET',
    path: NOTES,
    summary: 'Release notes, newest release first, each marked unread or not for the caller',
    query: ZReleaseNoteListQuery,
    response: ZReleaseNoteList,
  }),
  unread: defineEndpoint({
    ...reading,
    method: 'GET',
    path: `${NOTES}/unread`,
    summary: 'How many notes the caller has not seen (the header’s mark)',
    response: ZReleaseNoteUnread,
  }),
  markRead: defineEndpoint({
    ...reading,
    method: 'POST',
    path: `${NOTES}/read`,
    summary: 'Marks the notes up to the newest one the caller was shown as read, for this admin',
    body: ZReleaseNotesRead,
    response: ZReleaseNoteUnread,
  }),
  create: defineEndpoint({
    ...writing,
    method: 'POST',
    path: NOTES,
    summary: 'Publish a release note (422 taken when the version exists)',
    body: ZReleaseNoteCreate,
    response: ZReleaseNote,
    status: 201,
  }),
  update: defineEndpoint({
    ...writing,
    method: 'PATCH',
    path: `${NOTES}/:id`,
    summary: 'Change a release note (409 when the revision is stale)',
    params: ZIdParam,
    body: ZReleaseNoteUpdate,
    response: ZReleaseNote,
    errors: [404, 409],
  }),
  remove: defineEndpoint({
    ...writing,
    method: 'DELETE',
    path: `${NOTES}/:id`,
    summary: 'Delete a release note',
    params: ZIdParam,
    response: ZNoContent,
    status: 204,
    errors: [404],
  }),
  history: defineEndpoint({
    ...writing,
    method: 'GET',
    path: `${NOTES}/:id/history`,
    summary: "A release note's changes, newest first (readable after a deletion)",
    params: ZIdParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
};
