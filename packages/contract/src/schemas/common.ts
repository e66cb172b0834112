import { z } from 'zod';
import { ZIdText } from './bounds';

export const ZApiError = z.object({
  code: z.string(),
  field: z.string().optional(),
  message: z.string().optional(),
});
export const ZErrorResponse = z.object({ errors: z.array(ZApiError) });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** The body of a 204 answer. */
export const ZNoContent = z.null();

/** The body of a CSV attachment (`produces: 'text/csv'`). */
export const ZCsvFile = z.string();

/** The health check's answer. */
export const ZHealth = z.object({ status: z.literal('ok') });

export const ZOk = z.object({ ok: z.literal(true) });

/** Query-string numbers arrive as text. */
export const ZPage = z.coerce.number().int().min(1).max(100_000).default(1);
export const ZPerPage = (fallback: number, max = 100) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

export const ZIdParam = z.strictObject({ id: ZIdText });
