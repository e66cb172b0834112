import { Button, Group } from '@mantine/core';

export type TRowButton = {
  label: string;
  onClick: () => void;
  /** Red: the button leads to a destructive change (it asks first). */
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
    <Group gap={4} wrap="nowrap">
      {buttons.map(
        (b) =>
          b && (
            <Button
              key={b.label}
              size="compact-xs"
              variant="subtle"
              color={b.danger ? 'red' : undefined}
              disabled={b.disabled}
              aria-label={b.ariaLabel}
              onClick={b.onClick}
            >
              {b.label}
            </Button>
          ),
      )}
    </Group>
  );
}
