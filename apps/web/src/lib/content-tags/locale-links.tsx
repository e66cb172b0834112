import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useLocales } from '../reference/reference-api';

/** One link per locale; the locale is part of the URL, so a view can be shared. */
export function LocaleLinks({
  current,
  linkTo,
}: {
  current: string;
  linkTo: (code: string) => string;
}) {
  const locales = useLocales();
  const list = locales.data?.locales ?? [];
  return (
    <Group gap={6} component="nav" aria-label="Locales">
      {list.map((locale) => (
        <Button
          key={locale.code}
          component={Link}
          to={linkTo(locale.code)}
          size="compact-sm"
          variant={locale.code === current ? 'filled' : 'default'}
          aria-current={locale.code === current ? 'page' : undefined}
          title={locale.name}
        >
          {locale.name} ({locale.code})
        </Button>
      ))}
    </Group>
  );
}
