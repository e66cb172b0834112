import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { businessCountries, countries, regions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

type TChosen = { country_id?: number | null; region_id?: number | null };
type TKept = { countryId: number | null; regionId: number | null };

const chosen = (id: number | null | undefined, kept: number | null | undefined) =>
  id === undefined || id === null || id === -1 || id === kept ? null : id;

/**
 * A new choice of content country or region must name an enabled one: a form opened before the
 * place was disabled cannot bring it back. What a record already has may stay (`kept`).
 */
export async function assertUsablePlaces(
  db: TDbOrTx,
  choice: TChosen,
  kept: TKept | null,
  prefix: string,
) {
  const countryId = chosen(choice.country_id, kept?.countryId);
  if (countryId !== null) {
    const [country] = await db
      .select({ name: countries.name, enabled: countries.enabled })
      .from(countries)
      .where(eq(countries.id, countryId));
    if (!country) throw new HttpError(422, 'invalid', `${prefix}country_id`, 'Unknown country');
    if (!country.enabled)
      throw new HttpError(
        422,
        'invalid',
        `${prefix}country_id`,
        `“${country.name}” is disabled: choose another country`,
      );
  }
  const regionId = chosen(choice.region_id, kept?.regionId);
  if (regionId !== null) {
    const [region] = await db
      .select({ name: regions.name, enabled: regions.enabled })
      .from(regions)
      .where(eq(regions.id, regionId));
    if (!region) throw new HttpError(422, 'invalid', `${prefix}region_id`, 'Unknown region');
    if (!region.enabled)
      throw new HttpError(
        422,
        'invalid',
        `${prefix}region_id`,
        `“${region.name}” is disabled: choose another region`,
      );
  }
}

/** A billing profile's new country must be an enabled business country. */
export async function assertBillableCountry(db: TDbOrTx, code: string, field: string) {
  const [country] = await db
    .select({ name: businessCountries.name, enabled: businessCountries.enabled })
    .from(businessCountries)
    .where(eq(businessCountries.code, code));
  if (!country)
    throw new HttpError(422, 'invalid', field, 'Not one of the business countries (Settings)');
  if (!country.enabled)
    throw new HttpError(422, 'invalid', field, `“${country.name}” is disabled for billing`);
}
