import type { TBrandVariant } from '@newsroom/contract';
import { seedReference } from '../seed/reference';
import { ensureStreamTargets } from '../services/settings';
import { ensureGeneralSettings } from '../services/settings/general-settings';
import type { TDatabase } from './client';
import { migrate } from './migrate';

/** Brings a database up to date: committed migrations, reference data, the settings row. */
export async function prepareDatabase(
  database: TDatabase,
  options: { brand: TBrandVariant; sessionIdleMinutes?: number; sessionAbsoluteHours?: number },
): Promise<void> {
  await migrate(database);
  await seedReference(database.db);
  // The configured brand and session times are where a new installation's settings start.
  await ensureGeneralSettings(database.db, options);
  await ensureStreamTargets(database.db);
}
