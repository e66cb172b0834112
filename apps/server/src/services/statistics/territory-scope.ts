import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';

type TActor = { id: number; admin_group: string | null };

/**
 * The countries whose customers the actor may see in statistics: null for everyone, or the
 * countries of a territorial manager's territories (whole regions or single countries, from
 * admin_territories); a manager without territories sees none.
 */
export async function countryScopeOf(db: TDbOrTx, actor: TActor): Promise<number[] | null> {
  if (actor.admin_group !== 'territorial_manager') return null;
  const result = await db.execute(sql`
    SELECT c.id FROM countries c
    WHERE EXISTS (
      SELECT 1 FROM admin_territories t
      WHERE t.admin_id = ${actor.id} AND (t.country_id = c.id OR t.region_id = c.region_id))`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}
