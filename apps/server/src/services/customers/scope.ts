import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema';

export type TActor = { id: number; user_role: string; admin_group: string | null };

/**
 * SPEC §6 Users row with issue #12 point 4: a territorial manager reaches only the customers
 * whose country is one of theirs or lies in one of their regions (none without territories);
 * the other groups of the row reach every customer. Undefined means no limit.
 */
export function territoryCondition(actor: TActor): SQL | undefined {
  if (actor.admin_group !== 'territorial_manager') return undefined;
  return sql`${users.countryId} IN (
    SELECT t.country_id FROM admin_territories t
    WHERE t.admin_id = ${actor.id} AND t.country_id IS NOT NULL
    UNION
    SELECT c.id FROM countries c JOIN admin_territories t ON t.region_id = c.region_id
    WHERE t.admin_id = ${actor.id})`;
}
