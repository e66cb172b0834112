import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { endsBeforeStart } from '../../../lib/format/local-time';
import { contractResolver } from '../../../lib/forms/contract-resolver';

type TWindowForm = FieldValues & { starts_at: string; ends_at: string };

/** The contract's own check of the body, then the time window (the server checks both too). */
export function windowResolver<TForm extends TWindowForm>(
  ...contract: Parameters<typeof contractResolver<TForm>>
): Resolver<TForm> {
  const checkContract = contractResolver<TForm>(...contract);
  return async (values, context, options) => {
    const result = await checkContract(values, context, options);
    if (!endsBeforeStart(values.starts_at, values.ends_at)) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        ends_at: { type: 'window', message: 'The end must be after the start' },
      } as FieldErrors<TForm>,
    };
  };
}
