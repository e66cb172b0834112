import { Button, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './compact-button.module.css';

export type TCompactButtonVariant = 'default' | 'subtle' | 'light';

const ROOT = `mantine-focus-auto ${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const INNER = `${Button.classes.inner} mantine-Button-inner`;
const LABEL = `${Button.classes.label} mantine-Button-label`;

/**
 * A small text button of a table row (Edit, Delete…), red when not `default`: Mantine's Button
 * as it looks and behaves (its classes and variables), drawn as a plain element. A list draws
 * dozens of them into the server's first screen, where Button's style machinery is most of the
 * render.
 */
export function CompactButton({
  variant,
  size = 'compact-xs',
  disabled,
  onClick,
  'aria-label': ariaLabel,
  children,
}: {
  variant: TCompactButtonVariant;
  size?: 'compact-xs' | 'xs';
  disabled?: boolean;
  onClick: () => void;
  'aria-label'?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${ROOT}${disabled ? '' : ' mantine-active'} ${classes[size]} ${classes[variant]}`}
      data-variant={variant}
      data-size={size}
      data-disabled={disabled || undefined}
      disabled={disabled}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      <span className={INNER}>
        <span className={LABEL}>{children}</span>
      </span>
    </button>
  );
}
