import type { TAdsOverview } from '@newsroom/contract';
import type { TDbOrTx } from '../../db/client';
import { readGeneralSettings } from '../settings';

/** The main locale (general settings) is where /ads leads. */
export async function readAdsOverview(db: TDbOrTx): Promise<TAdsOverview> {
  const settings = await readGeneralSettings(db);
  return { main_locale: settings.main_locale };
}
