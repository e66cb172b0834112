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
