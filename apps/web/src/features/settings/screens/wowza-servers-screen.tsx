import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { settingsEndpoints, type TStreamingSource, type TWowzaServer } from '@newsroom/contract';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/error-message';
import { pushNotification } from '../../../lib/notifications/notify';
import { QueryState } from '../../../lib/query/query-state';
import { RemoveDialog } from '../../../lib/ui/remove-dialog';
import {
  useCheckWowzaServer,
  useDeleteWowzaServer,
  useWowzaServers,
} from '../api/wowza-servers-api';
import { WowzaServerModal } from '../components/wowza-server-modal';
import { WowzaServerTable } from '../components/wowza-server-table';

const SOURCE_TEXT: Record<TStreamingSource, string> = {
  settings: 'Live events stream through the server marked “In use”: the first enabled one.',
  config:
    'No server here is enabled: live events stream through the server set in the configuration.',
  simulator:
    'No server is enabled: live events run on the built-in simulator and nothing is pushed to a real engine.',
};

/** /settings/wowza-servers: the Wowza Streaming Engines live events stream through. */
export default function WowzaServersScreen() {
  const servers = useWowzaServers();
  const check = useCheckWowzaServer();
  const remove = useDeleteWowzaServer();
  const [editing, setEditing] = useState<TWowzaServer | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TWowzaServer | null>(null);

  const runCheck = async (server: TWowzaServer) => {
    try {
      const result = await check.mutateAsync(server.id);
      pushNotification({
        type: result.ok ? 'success' : 'error',
        title: result.ok ? `${server.name} answers` : `${server.name} does not answer`,
        message: result.message,
      });
    } catch (error) {
      pushNotification({ type: 'error', title: 'Not checked', message: errorMessage(error) });
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Wowza servers</Title>
        <Button onClick={() => setAdding(true)}>Add server</Button>
      </Group>
      {servers.data && (
        <Alert
          variant="light"
          color={servers.data.source === 'simulator' ? 'yellow' : 'teal'}
          aria-label="Streaming engine"
        >
          {SOURCE_TEXT[servers.data.source]}
        </Alert>
      )}
      <QueryState
        query={servers}
        what="Wowza servers"
        isEmpty={(data) => data.wowza_servers.length === 0}
        empty="No Wowza servers yet"
        emptyNext={{
          label: 'Add server',
          onClick: () => setAdding(true),
          endpoint: settingsEndpoints.createWowzaServer,
        }}
      >
        {(data) => (
          <WowzaServerTable
            servers={data.wowza_servers}
            activeId={data.active_id}
            checkingId={check.isPending ? (check.variables ?? null) : null}
            onCheck={runCheck}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </QueryState>
      <Text size="xs" c="dimmed">
        Passwords are kept on the server and never shown again; leave the field empty when editing
        to keep the saved one.
      </Text>
      {(adding || editing !== null) && (
        <WowzaServerModal
          server={editing}
          onClose={() => {
            setAdding(false);
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <RemoveDialog
          title="Remove Wowza server"
          name={deleting.name}
          remove={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        >
          Remove “{deleting.name}”? Pushes already running on it are not stopped: end their events
          first.
        </RemoveDialog>
      )}
    </Stack>
  );
}
