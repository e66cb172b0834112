/**
 * SPEC §4 video selection: none, all, an explicit list (external_name_in) or
 * all but a list (external_name_not_in). "All" means every video matching the
 * current search, not just the page.
 */
export type TSelection =
  | { mode: 'none' }
  | { mode: 'all' }
  | { mode: 'external_name_in'; externalNames: string[] }
  | { mode: 'external_name_not_in'; externalNames: string[] };

export const NO_SELECTION: TSelection = { mode: 'none' };

export function selectAll(): TSelection {
  return { mode: 'all' };
}

export function clearSelection(): TSelection {
  return NO_SELECTION;
}

export function isSelected(selection: TSelection, externalName: string): boolean {
  switch (selection.mode) {
    case 'none':
      return false;
    case 'all':
      return true;
    case 'external_name_in':
      return selection.externalNames.includes(externalName);
    case 'external_name_not_in':
      return !selection.externalNames.includes(externalName);
  }
}

/** Flips one video: all becomes all-but-it, none becomes just-it; empty lists fall back. */
export function toggleVideo(selection: TSelection, externalName: string): TSelection {
  switch (selection.mode) {
    case 'none':
      return { mode: 'external_name_in', externalNames: [externalName] };
    case 'all':
      return { mode: 'external_name_not_in', externalNames: [externalName] };
    case 'external_name_in': {
      const names = flip(selection.externalNames, externalName);
      return names.length === 0 ? NO_SELECTION : { mode: 'external_name_in', externalNames: names };
    }
    case 'external_name_not_in': {
      const names = flip(selection.externalNames, externalName);
      return names.length === 0
        ? { mode: 'all' }
        : { mode: 'external_name_not_in', externalNames: names };
    }
  }
}

function flip(names: string[], name: string) {
  return names.includes(name) ? names.filter((n) => n !== name) : [...names, name];
}

/** How many videos a selection holds when the search matches `total`. */
export function selectedCount(selection: TSelection, total: number): number {
  switch (selection.mode) {
    case 'none':
      return 0;
    case 'all':
      return total;
    case 'external_name_in':
      return selection.externalNames.length;
    case 'external_name_not_in':
      return Math.max(0, total - selection.externalNames.length);
  }
}
