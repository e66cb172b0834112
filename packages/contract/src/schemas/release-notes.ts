import { z } from 'zod';
import { EARLIEST_YEAR, LATEST_YEAR, ZId, ZVersion } from './bounds';
import { ZPage, ZPerPage } from './common';

/** The longest note body (Markdown). */
export const RELEASE_NOTE_BODY_MAX = 20_000;
export const RELEASE_NOTE_PAGE_SIZE = 20;

/** One release's notes: its version label, date and Markdown body, rendered without raw HTML. */
export const ZReleaseNote = z.object({
  id: z.number().int(),
  /** The release's label, e.g. "2.14.0". */
  version: z.string(),
  /** YYYY-MM-DD. */
  released_on: z.string(),
  body: z.string(),
  /** Whether the admin asking has not opened "What's new" since this note appeared. */
  unread: z.boolean(),
  /** Optimistic lock of an edit (409 when stale). */
  revision: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TReleaseNote = z.infer<typeof ZReleaseNote>;

export const ZReleaseNoteList = z.object({
  release_notes: z.array(ZReleaseNote),
  count: z.number().int(),
  unread_count: z.number().int(),
});
export type TReleaseNoteList = z.infer<typeof ZReleaseNoteList>;

export const ZReleaseNoteListQuery = z.strictObject({
  page: ZPage,
  per_page: ZPerPage(RELEASE_NOTE_PAGE_SIZE),
});

/** What the header needs: how many notes the admin has not seen. */
export const ZReleaseNoteUnread = z.object({ unread_count: z.number().int() });
export type TReleaseNoteUnread = z.infer<typeof ZReleaseNoteUnread>;

/** Marks every note up to the newest one the admin was shown as read. */
export const ZReleaseNotesRead = z.strictObject({ up_to_id: ZId });

const ZReleaseDate = z.iso.date('Enter a date (YYYY-MM-DD)').refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}, 'Enter a real date');

const ZReleaseNoteFields = z.strictObject({
  version: z
    .string()
    .trim()
    .min(1, 'Enter the version')
    .max(40, 'At most 40 characters')
    .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]*$/, 'Letters, digits, dots, + and - only, e.g. 2.14.0'),
  released_on: ZReleaseDate,
  body: z
    .string()
    .trim()
    .min(1, 'Write what changed')
    .max(RELEASE_NOTE_BODY_MAX, `At most ${RELEASE_NOTE_BODY_MAX} characters`),
});

export const ZReleaseNoteCreate = z.strictObject({ release_note: ZReleaseNoteFields });
export type TReleaseNoteCreate = z.infer<typeof ZReleaseNoteCreate>;

export const ZReleaseNoteUpdate = z.strictObject({
  release_note: ZReleaseNoteFields.extend({ revision: ZVersion }),
});
export type TReleaseNoteUpdate = z.infer<typeof ZReleaseNoteUpdate>;
