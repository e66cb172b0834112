/**
 * A code as words for people: `regular_content` → "Regular content", `unpublished` →
 * "Unpublished". Every status, type or group code shown on a screen goes through this (or a
 * label map of the contract, such as ADMIN_GROUP_LABELS, where the words differ from the code).
 */
export function statusInWords(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : code;
}
