import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './plain-parts.module.css';

const ROOT = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;

/**
 * Mantine's `<Text size dimmed>` as a plain paragraph with its classes: for the cells of a list
 * the server draws into the first screen, where Text's style machinery costs per row.
 */
export function PlainText({
  size,
  dimmed = false,
  children,
}: {
  size: 'xs' | 'sm';
  dimmed?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      className={`${ROOT} ${classes[`text-${size}`]}${dimmed ? ` ${classes.dimmed}` : ''}`}
      data-size={size}
    >
      {children}
    </p>
  );
}
