import { eq, like, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents } from '../../db/schema';

export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  if (!slug) return 'event';
  // "new" is the create form's address and digits read as an id (the contract refuses both).
  return slug === 'new' || /^\d+$/.test(slug) ? `event-${slug}` : slug;
}

/** The slug, or the slug with the first free numeric suffix. */
export async function freeSlug(db: TDbOrTx, wanted: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: liveEvents.slug })
        .from(liveEvents)
        .where(or(eq(liveEvents.slug, wanted), like(liveEvents.slug, `${wanted}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}
