import { Badge, Title } from '@mantine/core';
import { HistoryView } from '../../../lib/history/history-view';
import { ButtonRow } from '../../../lib/ui/button-row';
import { CompactButton } from '../../../lib/ui/compact-button';
import { RemoveDialog } from '../../../lib/ui/remove-dialog';
import { type TPlaceKind, useDeletePlace, usePlaceHistory } from '../api/countries-api';

/** A place the screens list: what the row actions need. */
export type TPlace = { id: number; name: string; enabled: boolean };

export function PlaceState({ enabled }: { enabled: boolean }) {
  return (
    <Badge variant="light" color={enabled ? 'green' : 'gray'}>
      {enabled ? 'Enabled' : 'Disabled'}
    </Badge>
  );
}

/** Edit, enable or disable, history and delete of one row. */
export function PlaceRowActions({
  place,
  onEdit,
  onToggle,
  onHistory,
  onDelete,
}: {
  place: TPlace;
  onEdit: () => void;
  onToggle: () => void;
  onHistory: () => void;
  onDelete: () => void;
}) {
  // Plain buttons that look like Mantine's: a page draws four per row into the first screen.
  return (
    <ButtonRow end>
      <CompactButton variant="default" onClick={onEdit} aria-label={`Edit ${place.name}`}>
        Edit
      </CompactButton>
      <CompactButton
        variant="default"
        onClick={onToggle}
        aria-label={`${place.enabled ? 'Disable' : 'Enable'} ${place.name}`}
      >
        {place.enabled ? 'Disable' : 'Enable'}
      </CompactButton>
      <CompactButton variant="subtle" onClick={onHistory} aria-label={`History of ${place.name}`}>
        History
      </CompactButton>
      <CompactButton variant="light" onClick={onDelete} aria-label={`Delete ${place.name}`}>
        Delete
      </CompactButton>
    </ButtonRow>
  );
}

/** Asks before removing a place; when something uses it, shows the server's words (by what). */
export function PlaceDeleteModal({
  kind,
  place,
  onClose,
}: {
  kind: TPlaceKind;
  place: TPlace;
  onClose: () => void;
}) {
  const remove = useDeletePlace();
  return (
    <RemoveDialog
      title={`Remove ${place.name}`}
      name={place.name}
      remove={() => remove.mutateAsync({ kind, id: place.id })}
      onClose={onClose}
    >
      Remove “{place.name}”? It can be added again later, but its history stays apart.
    </RemoveDialog>
  );
}

const HISTORY_ACTIONS = {
  create: 'Added',
  update: 'Changed',
  enable: 'Enabled',
  disable: 'Disabled',
  delete: 'Removed',
};

/** The changes of one place, below the lists. */
export function PlaceHistory({ kind, place }: { kind: TPlaceKind; place: TPlace }) {
  const history = usePlaceHistory(kind, place.id);
  return (
    <>
      <Title order={3} mt="xl">
        History of {place.name}
      </Title>
      <HistoryView history={history} actions={HISTORY_ACTIONS} />
    </>
  );
}
