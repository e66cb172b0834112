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
import { ActionIcon, Table } from '@mantine/core';
import type { TTag } from '@newsroom/contract';
import { type ReactNode, useEffect, useState } from 'react';

type TColumn = { header: string; cell: (tag: TTag) => ReactNode; width?: number | string };

type TProps = {
  tags: TTag[];
  columns: TColumn[];
  /** The tag was dropped where `target` was: it takes `target`'s place. */
  onMove: (tag: TTag, target: TTag) => void;
  disabled?: boolean;
  label: string;
};

function SortableRow({
  tag,
  columns,
  disabled,
}: {
  tag: TTag;
  columns: TColumn[];
  disabled?: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: tag.id, disabled });
  return (
    <Table.Tr
      ref={setNodeRef}
      data-testid={`tag-row-${tag.id}`}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        background: isDragging ? 'var(--mantine-color-gray-1)' : undefined,
      }}
    >
      <Table.Td w={44}>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Drag ${tag.name}`}
          style={{ cursor: disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          ⠿
        </ActionIcon>
      </Table.Td>
      {columns.map((column) => (
        <Table.Td key={column.header}>{column.cell(tag)}</Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * A table of tags reordered by dragging the handle (mouse or touch) or from
 * the keyboard (focus the handle, Space, arrow keys, Space). The new order
 * shows at once; the caller sends it and the list refreshes from the server.
 */
export function SortableTagTable({ tags, columns, onMove, disabled, label }: TProps) {
  const [items, setItems] = useState(tags);
  useEffect(() => setItems(tags), [tags]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Screen readers hear the tag's name and place, not "Draggable item 23".
  const nameOf = (id: UniqueIdentifier) => items.find((tag) => tag.id === id)?.name ?? 'the tag';
  const placeOf = (id: UniqueIdentifier) => items.findIndex((tag) => tag.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up tag “${nameOf(active.id)}” at position ${placeOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Tag “${nameOf(active.id)}” is over position ${placeOf(over.id)} of ${items.length}.`
        : `Tag “${nameOf(active.id)}” is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Tag “${nameOf(active.id)}” dropped at position ${placeOf(over.id)} of ${items.length}.`
        : `Tag “${nameOf(active.id)}” dropped.`,
    onDragCancel: ({ active }) =>
      `Moving tag “${nameOf(active.id)}” was cancelled; it stays at position ${placeOf(active.id)}.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((tag) => tag.id === active.id);
    const to = items.findIndex((tag) => tag.id === over.id);
    const moved = items[from];
    const target = items[to];
    if (!moved || !target) return;
    setItems(arrayMove(items, from, to));
    onMove(moved, target);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To move a tag, press Space, use the arrow keys, then press Space again.',
        },
      }}
    >
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44} />
            {columns.map((column) => (
              <Table.Th key={column.header} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <SortableContext items={items.map((tag) => tag.id)} strategy={verticalListSortingStrategy}>
          <Table.Tbody>
            {items.map((tag) => (
              <SortableRow key={tag.id} tag={tag} columns={columns} disabled={disabled} />
            ))}
          </Table.Tbody>
        </SortableContext>
      </Table>
    </DndContext>
  );
}
