import { TAG_PAGE_SIZE } from '../constants';

/** A page of a locale's tags as the tags list asks for it: the query of `tagEndpoints.list`. */
export const tagListQuery = (locale: string, q: string, page: number) => ({
  locale,
  page,
  per_page: TAG_PAGE_SIZE,
  ...(q ? { q } : {}),
});

/** The search and page of a list URL's query (`?q=...&page=2`), as the lists read them. */
export function listParamsOf(search: URLSearchParams) {
  return { q: search.get('q') ?? '', page: Math.max(1, Number(search.get('page')) || 1) };
}
