import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A chart with its caption above it, named for readers (and tests) by `label`. */
export function ChartFigure({
  label,
  title,
  children,
}: {
  label: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={4} component="figure" aria-label={label} m={0}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
