type TParam = string | number | boolean | null | undefined | Date;
export type TSearchParams = Record<string, TParam | readonly TParam[]>;

const text = (value: Exclude<TParam, null | undefined>) =>
  value instanceof Date ? value.toISOString() : String(value);

/** SPEC §7: search parameters go in the query string, arrays in the bracket form `ids[]=1&ids[]=2`. */
export function toQueryString(params: TSearchParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== null && item !== undefined) search.append(`${key}[]`, text(item));
    } else if (value !== null && value !== undefined && value !== '') {
      search.append(key, text(value as Exclude<TParam, null | undefined>));
    }
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
