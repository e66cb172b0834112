import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  addDays,
  dayKey,
  onDay,
  planningEndpoints,
  planningFiltersOf,
  readPlanView,
  type TPlanningEntry,
} from '@newsroom/contract';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { browserLocale, useAdminTimeZone } from '../../../lib/format/date-time';
import { pushNotification } from '../../../lib/notifications/notify';
import { usePageClock } from '../../../lib/page/page-clock';
import { QueryState } from '../../../lib/query/query-state';
import { LocaleSelect } from '../../../lib/reference/locale-select';
import { useMayCall } from '../../../lib/session/may-call';
import { usePageTitle } from '../../../lib/ui/page-title';
import { usePlanningEntries, useUpdateEntry } from '../api/planning-api';
import { EntryModal } from '../components/entry-modal';
import { FilterBar } from '../components/filter-bar';
import { ListView } from '../components/list-view';
import { WeekView } from '../components/week-view';

export { planningScreenLoader as loader } from '../api/planning-api';

type TOpen = { entry: TPlanningEntry | null; day?: Date } | null;

/** /planning-section/{locale}: the coverage plan by week (drag to reschedule) or as a list. */
export default function PlanningScreen() {
  const { locale = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const zone = useAdminTimeZone();
  // "This week" on the page's clock while the server's render is taken over (lib/page/page-clock).
  const today = usePageClock((now) => dayKey(now, zone));
  const plan = readPlanView(params, zone, today);
  const filters = planningFiltersOf(locale, plan, zone);
  const entries = usePlanningEntries(filters);
  const update = useUpdateEntry();
  const mayCall = useMayCall();
  const [open, setOpen] = useState<TOpen>(null);
  usePageTitle(`Planning section (${locale})`);

  const change = (values: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const move = (entry: TPlanningEntry, day: string) =>
    update.mutate(
      {
        id: entry.id,
        entry: { starts_at: onDay(entry.starts_at, day, zone), version: entry.version },
      },
      {
        onSuccess: (moved) =>
          pushNotification({ type: 'success', title: `“${moved.title}” moved` }),
        onError: (error) =>
          pushNotification({
            type: 'error',
            title: 'Not moved',
            message:
              error instanceof ApiRequestError && error.status === 409
                ? 'Someone changed this entry in the meantime; the plan is reloaded.'
                : errorMessage(error),
          }),
      },
    );

  const dateIn = (date: Date) => date.toLocaleDateString(browserLocale(), { timeZone: zone });
  const weekLabel = `${dateIn(plan.week)} – ${dateIn(addDays(plan.week, 6, zone))}`;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Planning section ({locale})</Title>
          <Text size="sm" c="dimmed">
            {plan.view === 'week'
              ? `Week of ${weekLabel}`
              : `${dayKey(plan.from, zone)} to ${dayKey(plan.to, zone)}`}{' '}
            · times in your zone ({zone})
          </Text>
        </div>
        <Group align="flex-end">
          <LocaleSelect
            value={locale}
            onChange={(code) => navigate(`/planning-section/${code}?${params}`)}
          />
          {mayCall(planningEndpoints.create) && (
            <Button
              onClick={() =>
                setOpen({ entry: null, day: plan.view === 'week' ? plan.week : plan.from })
              }
            >
              New entry
            </Button>
          )}
        </Group>
      </Group>
      <FilterBar plan={plan} filters={filters} change={change} />
      <QueryState query={entries} what="plan">
        {(data) =>
          plan.view === 'week' ? (
            <WeekView
              week={plan.week}
              entries={data.entries}
              onOpen={(entry) => setOpen({ entry })}
              onMove={move}
            />
          ) : (
            <ListView entries={data.entries} onOpen={(entry) => setOpen({ entry })} />
          )
        }
      </QueryState>
      {open && (
        <EntryModal
          locale={locale}
          entry={open.entry}
          day={open.day}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
