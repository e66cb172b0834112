import { Badge, Checkbox, Table, Text } from '@mantine/core';
import type { TVideo } from '@newsroom/contract';
import { Link } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
import { formatMoney } from '../../../lib/format/money';
import { formatLocalNumber } from '../../../lib/format/number';
import { shorten } from '../../../lib/format/shorten';
import { statusInWords } from '../../../lib/format/words';
import { isSelected, type TSelection } from '../model/selection';
import { VideoTableHead } from './video-table-head';

const STATUS_COLORS: Record<string, string> = {
  published: 'teal',
  draft: 'gray',
  unpublished: 'orange',
};

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
          <Table.Tr key={video.id}>
            <Table.Td>
              <Checkbox
                aria-label={`Select ${video.external_name}`}
                checked={isSelected(selection, video.external_name)}
                onChange={() => onToggle(video.external_name)}
              />
            </Table.Td>
            <Table.Td>
              <Link to={`/content/videos/all/${video.id}`}>{video.external_name}</Link>
            </Table.Td>
            <Table.Td title={video.title}>{shorten(video.title)}</Table.Td>
            <Table.Td>{video.locale}</Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLORS[video.status] ?? 'gray'} variant="light">
                {statusInWords(video.status)}
              </Badge>
            </Table.Td>
            <Table.Td>{duration(video.duration_seconds)}</Table.Td>
            <Table.Td>
              <Text size="sm">
                <DateTime value={video.published_at} />
              </Text>
            </Table.Td>
            <Table.Td>{formatMoney(video.price, 'video')}</Table.Td>
            <Table.Td>{formatLocalNumber(video.views)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
