import { apiJson, type TRequestOptions } from '../../../lib/api/client';

/** A CSV answer as text; a failed call throws ApiRequestError like any data call. */
export function fetchCsv(endpoint: string, options: TRequestOptions = {}): Promise<string> {
  return apiJson<string>(endpoint, {
    ...options,
    // A file must be the latest, never the 10 s reused answer.
    fresh: true,
    headers: { Accept: 'text/csv, application/json' },
  });
}

/**
 * Hands text to the browser as a file download. The byte order mark (dropped when the answer
 * was read as text) goes back in, so spreadsheet programs read the UTF-8 correctly.
 */
export function saveCsv(text: string, fileName: string) {
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
