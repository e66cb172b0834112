import { STATISTICS_MAX_RANGE_YEARS } from '@newsroom/contract';
import { HttpError } from '../../lib/http-error';

/** The longest range a statistics query may span. */
export const MAX_RANGE_YEARS = STATISTICS_MAX_RANGE_YEARS;

/** A range whose end comes before its start (or spans more than five years) is refused with 422. */
export function assertRange(from: Date | undefined, to: Date | undefined, field = 'to') {
  if (!from || !to) return;
  if (to.getTime() < from.getTime()) {
    throw new HttpError(422, 'invalid', field, 'The end must not be before the start');
  }
  const limit = new Date(from);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_RANGE_YEARS);
  if (to.getTime() > limit.getTime()) {
    throw new HttpError(422, 'invalid', field, `A range spans at most ${MAX_RANGE_YEARS} years`);
  }
}
