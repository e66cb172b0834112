import { Anchor, Text } from '@mantine/core';
import type { TBanner } from '@newsroom/contract';
import { Link } from 'react-router';
import { DateTime } from '../../../lib/format/date-time';
import { SortableTable, type TSortableColumn } from '../../../lib/sortable/sortable-table';
import { StateBadge } from './state-badge';

type TProps = {
  label: string;
  banners: TBanner[];
  /** The banner was dropped at `position` (1-based) of its placement. */
  onMove: (banner: TBanner, position: number) => void;
  /** No handles: the admin may not reorder, or a move is on its way. */
  disabled?: boolean;
};

const COLUMNS: TSortableColumn<TBanner>[] = [
  { header: 'Position', width: 70, cell: (banner) => banner.position },
  {
    header: 'Title',
    cell: (banner) => (
      <>
        <Anchor component={Link} to={`/ads/banners/${banner.locale}/${banner.id}`}>
          {banner.title}
        </Anchor>
        {!banner.image && (
          <Text size="xs" c="dimmed">
            No image yet
          </Text>
        )}
      </>
    ),
  },
  { header: 'State', width: 110, cell: (banner) => <StateBadge state={banner.state} /> },
  {
    header: 'Shown',
    width: 300,
    cell: (banner) => (
      <Text size="sm">
        {banner.starts_at ? <DateTime value={banner.starts_at} /> : 'now'} →{' '}
        {banner.ends_at ? <DateTime value={banner.ends_at} /> : 'no end'}
      </Text>
    ),
  },
  {
    header: 'Clicks / views',
    width: 140,
    cell: (banner) => (
      <Text size="sm">
        {banner.clicks} / {banner.impressions}
      </Text>
    ),
  },
  {
    header: '',
    width: 80,
    cell: (banner) => (
      <Anchor component={Link} size="sm" to={`/ads/banner/${banner.locale}/${banner.id}/history`}>
        History
      </Anchor>
    ),
  },
];

/** One placement's banners in the order the public site shows them, reordered by dragging. */
export function SortableBannerTable({ label, banners, onMove, disabled }: TProps) {
  return (
    <SortableTable
      label={label}
      items={banners}
      columns={COLUMNS}
      noun="banner"
      nameOf={(banner) => banner.title}
      instructions="To move a banner within its placement, press Space, use the arrow keys, then press Space again."
      onMove={(banner, target) => onMove(banner, target.position)}
      disabled={disabled}
    />
  );
}
