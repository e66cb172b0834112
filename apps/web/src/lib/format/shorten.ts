import { TEXT_SHORTEN_LENGTH } from '@newsroom/contract';

/** SPEC §9: text longer than 20 characters is cut there and ends with an ellipsis. */
export function shorten(text: string, length = TEXT_SHORTEN_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
