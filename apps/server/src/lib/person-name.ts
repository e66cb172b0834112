/**
 * How the back office names a person (an admin in a list, who made a change): first and last
 * name, either of which may be empty, or unknown when the join found nobody. Empty when both are.
 */
export const personName = (first: string | null | undefined, last: string | null | undefined) =>
  `${first ?? ''} ${last ?? ''}`.trim();
