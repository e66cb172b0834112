import {
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
import { type ReactNode, useEffect, useId, useState } from 'react';
import { sortableAnnouncements } from './sortable-announcements';

export type TSortableColumn<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  width?: number | string;
};

type TItem = { id: UniqueIdentifier };

type TProps<T extends TItem> = {
  /** The table's accessible name. */
  label: string;
  items: T[];
  columns: TSortableColumn<T>[];
  /** What one item is called in the screen-reader messages: "banner", "tag". */
  noun: string;
  /** The item's name, on its handle ("Drag …") and in the screen-reader messages. */
  nameOf: (item: T) => string;
  /** How to move with the keyboard, read out when a handle gets focus. */
  instructions: string;
  /** `item` was dropped where `target` was: it takes `target`'s place. */
  onMove: (item: T, target: T) => void;
  /** No handles: the user may not reorder, or a move is on its way. */
  disabled?: boolean;
};

function SortableRow<T extends TItem>({
  item,
  columns,
  name,
  disabled,
}: {
  item: T;
  columns: TSortableColumn<T>[];
  name: string;
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
  } = useSortable({ id: item.id, disabled });
  return (
    <Table.Tr
      ref={setNodeRef}
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
          aria-label={`Drag ${name}`}
          style={{ cursor: disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          ⠿
        </ActionIcon>
      </Table.Td>
      {columns.map((column) => (
        <Table.Td key={column.header} w={column.width}>
          {column.cell(item)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * A table reordered by dragging a row's handle (mouse, touch) or from the keyboard (focus the
 * handle, Space, arrow keys, Space). The new order shows at once; the caller sends the move
 * and the list refreshes from the server. Screen readers hear the item's name and place.
 */
export function SortableTable<T extends TItem>({
  label,
  items: given,
  columns,
  noun,
  nameOf,
  instructions,
  onMove,
  disabled,
}: TProps<T>) {
  const [items, setItems] = useState(given);
  // dnd-kit numbers its contexts itself otherwise: the server's count is not the browser's.
  const id = useId();
  useEffect(() => setItems(given), [given]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    const moved = items[from];
    const target = items[to];
    if (!moved || !target) return;
    setItems(arrayMove(items, from, to));
    onMove(moved, target);
  }

  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements: sortableAnnouncements(items, noun, nameOf),
        screenReaderInstructions: { draggable: instructions },
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
        <SortableContext
          items={items.map((item) => item.id)}
          strategy={verticalListSortingStrategy}
        >
          <Table.Tbody>
            {items.map((item) => (
              <SortableRow
                key={item.id}
                item={item}
                columns={columns}
                name={nameOf(item)}
                disabled={disabled}
              />
            ))}
          </Table.Tbody>
        </SortableContext>
      </Table>
    </DndContext>
  );
}
