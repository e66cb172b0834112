import { Modal } from '@mantine/core';
import type { TTeletraxDetection } from '@newsroom/contract';
import { HistoryView } from '../../../lib/history/history-view';
import { useDetectionHistory } from '../api/teletrax-api';

const ACTIONS = { follow_up: 'Marked followed up', follow_up_undone: 'Follow-up undone' };

function HistoryBody({ id }: { id: number }) {
  return <HistoryView history={useDetectionHistory(id)} actions={ACTIONS} />;
}

/** One detection's follow-up changes, in a modal over the list. */
export function DetectionHistory({
  detection,
  onClose,
}: {
  detection: TTeletraxDetection | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={detection !== null}
      onClose={onClose}
      title={detection ? `History: ${detection.video} on ${detection.channel}` : ''}
      size="lg"
    >
      {detection && <HistoryBody id={detection.id} />}
    </Modal>
  );
}
