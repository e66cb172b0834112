import { Stack, Text, Title } from '@mantine/core';
import { useMatches, useParams } from 'react-router';

/** Stands in for a screen not built yet, naming it and its parameters. */
export function AreaPlaceholder({ title }: { title?: string }) {
  const params = useParams();
  const matches = useMatches();
  const handleTitle = (matches.at(-1)?.handle as { title?: string } | undefined)?.title;
  const details = Object.entries(params)
    .filter(([key]) => key !== '*')
    .map(([key, value]) => `${key}: ${value}`)
    .join(' · ');
  return (
    <Stack gap="xs">
      <Title order={2}>{title ?? handleTitle ?? 'Coming soon'}</Title>
      {details && <Text c="dimmed">{details}</Text>}
      <Text c="dimmed">This screen is coming soon.</Text>
    </Stack>
  );
}
