import { inArray, sql } from 'drizzle-orm';
import { StreamingError, type StreamingProvider } from '../../adapters/streaming';
import { SIMULATOR_TEMPLATES } from '../../adapters/streaming/simulator';
import type { TDbOrTx } from '../../db/client';
import { transcoders } from '../../db/schema';

/** The transcoder templates every installation starts with (the simulator's). */
export async function ensureTranscoders(db: TDbOrTx) {
  await db.insert(transcoders).values(SIMULATOR_TEMPLATES).onConflictDoNothing();
}

/**
 * The engine's templates. Wowza's are saved as rows (so events keep a stable
 * transcoder_id) and only they are listed; when Wowza cannot be asked, every saved
 * template is, rather than an error.
 */
export async function listTranscoders(db: TDbOrTx, streaming: StreamingProvider) {
  const engine = await streaming.resolve(db);
  if (engine.source !== 'simulator') {
    try {
      const templates = await engine.listTemplates();
      if (!templates.length) return { transcoders: [] };
      await db
        .insert(transcoders)
        .values(templates)
        .onConflictDoUpdate({
          target: transcoders.name,
          set: { template: sql`excluded.template` },
        });
      const names = templates.map((template) => template.name);
      return {
        transcoders: await db
          .select()
          .from(transcoders)
          .where(inArray(transcoders.name, names))
          .orderBy(transcoders.id),
      };
    } catch (error) {
      if (!(error instanceof StreamingError)) throw error;
    }
  }
  return { transcoders: await db.select().from(transcoders).orderBy(transcoders.id) };
}

/** GET transcoders: the starting templates made sure of, then the engine's. */
export async function transcoderTemplates(db: TDbOrTx, streaming: StreamingProvider) {
  await ensureTranscoders(db);
  return listTranscoders(db, streaming);
}
