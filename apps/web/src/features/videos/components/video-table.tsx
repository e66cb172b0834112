import { Badge, Table } from '@mantine/core';
import type { TVideo } from '@newsroom/contract';
import { DateTime } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/money';
import { formatLocalNumber } from '../../../lib/format/number';
import { shorten } from '../../../lib/format/shorten';
import { statusInWords } from '../../../lib/format/words';
import { RowCheckbox } from '../../../lib/ui/plain-checkbox';
import { PlainLink } from '../../../lib/ui/plain-link';
import { PlainText } from '../../../lib/ui/plain-text';
import { isSelected, type TSelection } from '../model/selection';
import { VideoTableHead } from './video-table-head';

const STATUS_COLORS: Record<string, string> = {
  published: 'teal',
  draft: 'gray',
  unpublished: 'orange',
};

// Rows and cells as plain elements with Table's classes and data attributes (as Table.Tr and
// Table.Td draw them), and the row's parts from lib/ui: the server draws these rows into the
// first screen, where Mantine's per-element style machinery was most of the render.
const ROW = `${Table.classes.tr} mantine-Table-tr`;
const CELL = `${Table.classes.td} mantine-Table-td`;

const duration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function VideoTable({
  videos,
  selection,
  onToggle,
}: {
  videos: TVideo[];
  selection: TSelection;
  onToggle: (externalName: string) => void;
}) {
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <VideoTableHead />
      <Table.Tbody>
        {videos.map((video) => (
          <tr key={video.id} className={ROW} data-with-row-border data-striped="odd" data-hover>
            <td className={CELL}>
              <RowCheckbox
                label={`Select ${video.external_name}`}
                checked={isSelected(selection, video.external_name)}
                onChange={() => onToggle(video.external_name)}
              />
            </td>
            <td className={CELL}>
              <PlainLink to={`/content/videos/all/${video.id}`}>{video.external_name}</PlainLink>
            </td>
            <td className={CELL} title={video.title}>
              {shorten(video.title)}
            </td>
            <td className={CELL}>{video.locale}</td>
            <td className={CELL}>
              <Badge color={STATUS_COLORS[video.status] ?? 'gray'} variant="light">
                {statusInWords(video.status)}
              </Badge>
            </td>
            <td className={CELL}>{duration(video.duration_seconds)}</td>
            <td className={CELL}>
              <PlainText size="sm">
                <DateTime value={video.published_at} />
              </PlainText>
            </td>
            <td className={CELL}>{formatMoney(video.price, 'video')}</td>
            <td className={CELL}>{formatLocalNumber(video.views)}</td>
          </tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
