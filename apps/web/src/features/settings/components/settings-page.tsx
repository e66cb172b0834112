import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { useHistory } from '../../../lib/history/history-api';
import { HistoryView } from '../../../lib/history/history-view';
import { QueryState, type TQueryLike } from '../../../lib/query/query-state';
import { usePageTitle } from '../../../lib/ui/page-title';

/**
 * A page of platform-wide settings: its title, the form once the settings are loaded, anything
 * the page adds (`children`), then the settings' history.
 */
export function SettingsPage<T>({
  title,
  settings,
  form,
  history,
  historyActions,
  children,
}: {
  /** The page's and the tab's title; lower case, it names the settings in a load failure. */
  title: string;
  settings: TQueryLike<T>;
  form: (data: T) => ReactNode;
  history: ReturnType<typeof useHistory>;
  historyActions: Record<string, string>;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <QueryState query={settings} what={title.toLowerCase()}>
        {form}
      </QueryState>
      {children}
      <Title order={3} mt="xl">
        History
      </Title>
      <HistoryView history={history} actions={historyActions} />
    </Stack>
  );
}
