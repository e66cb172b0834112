/**
 * JSON to write inside a `<script type="application/json">` element: `<`, `>` and `&` as
 * \u escapes, so no value can close the element (`</script>`) or open a comment, and the
 * line separators JavaScript once refused. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
