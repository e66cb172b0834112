import { Button, Stack, Text } from '@mantine/core';
import { adsEndpoints, canAccess, type TAlert } from '@newsroom/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { useCurrentUser } from '../../../lib/session/current-user';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { usePageTitle } from '../../../lib/ui/page-title';
import { useAlerts, useDeleteAlert, useDuplicateAlert } from '../api/alerts-api';
import { AdsHeader } from '../components/ads-header';
import { AlertModal } from '../components/alert-modal';
import { AlertTable } from '../components/alert-table';
import { DuplicateModal } from '../components/duplicate-modal';

type TDialog =
  | { kind: 'edit'; alert: TAlert | null }
  | { kind: 'duplicate' | 'delete'; alert: TAlert }
  | null;

/** /ads/alerts/{locale}: the locale's alerts, latest start first, with their state. */
export default function AlertsScreen() {
  const { locale = '' } = useParams();
  usePageTitle(`Alerts (${locale})`);
  const { user } = useCurrentUser();
  const mayEdit = Boolean(user && canAccess(user, 'ads'));
  const alerts = useAlerts(locale);
  const remove = useDeleteAlert();
  const duplicate = useDuplicateAlert();
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);

  const confirmDelete = async (alert: TAlert) => {
    try {
      await remove.mutateAsync(alert.id);
      pushNotification({ type: 'success', title: 'Alert deleted' });
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not deleted', message: errorMessage(error) });
    }
    close();
  };

  return (
    <Stack gap="md">
      <AdsHeader title="Alerts" locale={locale} base="/ads/alerts">
        {mayEdit && (
          <Button onClick={() => setDialog({ kind: 'edit', alert: null })}>New alert</Button>
        )}
      </AdsHeader>
      <Text size="sm" c="dimmed">
        At most one alert of each type is live in a locale at a time.
      </Text>
      <QueryState
        query={alerts}
        what="alerts"
        isEmpty={(data) => data.alerts.length === 0}
        empty="No alerts in this locale yet"
        emptyNext={{
          label: 'New alert',
          onClick: () => setDialog({ kind: 'edit', alert: null }),
          endpoint: adsEndpoints.createAlert,
        }}
      >
        {(data) => (
          <AlertTable
            alerts={data.alerts}
            {...(mayEdit && {
              onEdit: (alert: TAlert) => setDialog({ kind: 'edit', alert }),
              onDuplicate: (alert: TAlert) => setDialog({ kind: 'duplicate', alert }),
              onDelete: (alert: TAlert) => setDialog({ kind: 'delete', alert }),
            })}
          />
        )}
      </QueryState>
      {mayEdit && (
        <AlertModal
          opened={dialog?.kind === 'edit'}
          locale={locale}
          alert={dialog?.kind === 'edit' ? dialog.alert : null}
          onClose={close}
        />
      )}
      <DuplicateModal
        opened={dialog?.kind === 'duplicate'}
        what="alert"
        name={dialog?.alert?.text ?? ''}
        locale={locale}
        saving={duplicate.isPending}
        duplicate={async (locales) =>
          dialog?.alert
            ? (await duplicate.mutateAsync({ id: dialog.alert.id, locales })).alerts.length
            : 0
        }
        onClose={close}
      />
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title="Delete the alert?"
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => dialog?.alert && confirmDelete(dialog.alert)}
        onClose={close}
      >
        Delete the alert “{dialog?.alert?.text}”? The site stops showing it; its history is kept.
      </ConfirmModal>
    </Stack>
  );
}
