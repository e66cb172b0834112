import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What the resolver reads of a contract (zod) schema: `safeParse` and its issues. */
type TSchema = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/**
 * A react-hook-form resolver checking the form through the contract's own schema, so the
 * browser refuses exactly what the server would. `toBody` turns the form into the request
 * body; `prefix` is the body's wrapper (`banner.`), dropped to find the form field.
 */
export function contractResolver<TForm extends FieldValues>(
  schema: TSchema,
  toBody: (values: TForm) => unknown,
  prefix = '',
): Resolver<TForm> {
  return (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const field = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
      if (field in values && !errors[field])
        errors[field] = { type: 'contract', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TForm> };
  };
}
