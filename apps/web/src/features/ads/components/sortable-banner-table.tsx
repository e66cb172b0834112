import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Table, Text } from '@mantine/core';
import type { TBanner } from '@newsroom/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatMoment } from '../../../lib/format/local-time';
import { StateBadge } from './state-badge';

type TProps = {
  label: string;
  banners: TBanner[];
  /** The banner was dropped at `position` (1-based) of its placement. */
  onMove: (banner: TBanner, position: number) => void;
  /** No handles: the admin may not reorder, or a move is on its way. */
  disabled?: boolean;
};

function BannerRow({ banner, disabled }: { banner: TBanner; disabled?: boolean }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: banner.id, disabled });
  return (
    <Table.Tr
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Table.Td w={44}>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Drag ${banner.title}`}
          style={{ cursor: disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          ⠿
        </ActionIcon>
      </Table.Td>
      <Table.Td w={70}>{banner.position}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/ads/banners/${banner.locale}/${banner.id}`}>
          {banner.title}
        </Anchor>
        {!banner.image && (
          <Text size="xs" c="dimmed">
            No image yet
          </Text>
        )}
      </Table.Td>
      <Table.Td w={110}>
        <StateBadge state={banner.state} />
      </Table.Td>
      <Table.Td w={300}>
        <Text size="sm">
          {formatMoment(banner.starts_at, 'now')} → {formatMoment(banner.ends_at, 'no end')}
        </Text>
      </Table.Td>
      <Table.Td w={140}>
        <Text size="sm">
          {banner.clicks} / {banner.impressions}
        </Text>
      </Table.Td>
      <Table.Td w={80}>
        <Anchor component={Link} size="sm" to={`/ads/banner/${banner.locale}/${banner.id}/history`}>
          History
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * One placement's banners in order, reordered by dragging the handle (mouse, touch) or from
 * the keyboard (Space, arrow keys, Space). The new order shows at once; the caller sends
 * the move and the list refreshes from the server. Screen readers hear the banner's title.
 */
export function SortableBannerTable({ label, banners, onMove, disabled }: TProps) {
  const [items, setItems] = useState(banners);
  useEffect(() => setItems(banners), [banners]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: UniqueIdentifier) => items.find((b) => b.id === id)?.title ?? 'the banner';
  const placeOf = (id: UniqueIdentifier) => items.findIndex((b) => b.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up banner “${titleOf(active.id)}” at position ${placeOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Banner “${titleOf(active.id)}” is over position ${placeOf(over.id)} of ${items.length}.`
        : `Banner “${titleOf(active.id)}” is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Banner “${titleOf(active.id)}” dropped at position ${placeOf(over.id)} of ${items.length}.`
        : `Banner “${titleOf(active.id)}” dropped.`,
    onDragCancel: ({ active }) =>
      `Moving banner “${titleOf(active.id)}” was cancelled; it stays at position ${placeOf(active.id)}.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((b) => b.id === active.id);
    const to = items.findIndex((b) => b.id === over.id);
    const moved = items[from];
    const target = items[to];
    if (!moved || !target) return;
    setItems(arrayMove(items, from, to));
    onMove(moved, target.position);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a banner within its placement, press Space, use the arrow keys, then press Space again.',
        },
      }}
    >
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44} />
            <Table.Th>Position</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Shown</Table.Th>
            <Table.Th>Clicks / views</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <SortableContext items={items.map((b) => b.id)} strategy={verticalListSortingStrategy}>
          <Table.Tbody>
            {items.map((banner) => (
              <BannerRow key={banner.id} banner={banner} disabled={disabled} />
            ))}
          </Table.Tbody>
        </SortableContext>
      </Table>
    </DndContext>
  );
}
