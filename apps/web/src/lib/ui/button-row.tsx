import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './compact-button.module.css';

const ROOT = `${Group.classes.root} mantine-Group-root ${classes.row}`;

/** A table row's buttons side by side, never wrapping: Mantine's Group as a plain element. */
export function ButtonRow({
  gap = 4,
  end = false,
  children,
}: {
  /** 4 px, or Mantine's `xs` spacing. */
  gap?: 4 | 'xs';
  /** Pushed to the cell's end. */
  end?: boolean;
  children: ReactNode;
}) {
  const spacing = gap === 'xs' ? ` ${classes['row-xs']}` : '';
  return (
    <div className={`${ROOT}${spacing}${end ? ` ${classes['row-end']}` : ''}`}>{children}</div>
  );
}
