import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags, tags } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/** Replaces the event's tags; unknown tag ids are refused rather than dropped. */
export async function setEventTags(db: TDbOrTx, eventId: number, tagIds: number[]) {
  const unique = [...new Set(tagIds)];
  if (unique.length) {
    const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, unique));
    if (found.length !== unique.length) {
      throw new HttpError(422, 'invalid', 'event.tag_ids', 'Some tags do not exist');
    }
  }
  await db
    .delete(contentTags)
    .where(and(eq(contentTags.contentType, 'live_event'), eq(contentTags.contentId, eventId)));
  if (unique.length) {
    await db
      .insert(contentTags)
      .values(
        unique.map((tagId) => ({ contentType: 'live_event' as const, contentId: eventId, tagId })),
      );
  }
}
