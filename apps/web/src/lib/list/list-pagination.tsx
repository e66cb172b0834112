import { Pagination } from '@mantine/core';

/** The page buttons of a list of `count` things, `perPage` a page; nothing when one page holds all. */
export function ListPagination({
  count,
  perPage,
  page,
  onChange,
}: {
  count: number;
  perPage: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / perPage));
  if (pages <= 1) return null;
  return <Pagination total={pages} value={Math.min(page, pages)} onChange={onChange} />;
}
