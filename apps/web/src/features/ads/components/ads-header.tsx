import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LocaleSelect } from '../../../lib/reference/locale-select';

/** A list screen's title, its locale switch (part of the URL) and its actions. */
export function AdsHeader({
  title,
  locale,
  base,
  children,
}: {
  title: string;
  locale: string;
  /** `/ads/banners` or `/ads/alerts`: where the other locale's list lives. */
  base: string;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end">
        <Title order={2}>{title}</Title>
        <LocaleSelect value={locale} onChange={(code) => navigate(`${base}/${code}`)} />
      </Group>
      <Group>{children}</Group>
    </Group>
  );
}
