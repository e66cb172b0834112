import { ButtonRow } from '../ui/button-row';
import { CompactButton } from '../ui/compact-button';

export type TRowButton = {
  label: string;
  onClick: () => void;
  /** A destructive change (it asks first); every row button is red, the theme's colour. */
  danger?: boolean;
  disabled?: boolean;
  /** The accessible name when the label alone does not tell the rows apart. */
  ariaLabel?: string;
};

/** A row's buttons in order; a `false` entry is a button this row does not offer. */
export type TRowButtons = (TRowButton | false | null | undefined)[];

/**
 * A row's small buttons (Make owner, Remove, Refund…), in the order given; a `false` entry is
 * left out, so a button the row does not offer is written `cond && { … }`.
 */
export function RowButtons({ buttons }: { buttons: TRowButtons }) {
  return (
    <ButtonRow>
      {buttons.map(
        (b) =>
          b && (
            <CompactButton
              key={b.label}
              variant="subtle"
              disabled={b.disabled}
              aria-label={b.ariaLabel}
              onClick={b.onClick}
            >
              {b.label}
            </CompactButton>
          ),
      )}
    </ButtonRow>
  );
}
