import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { addDays, dayKey, type TPlanningEntry } from '@newsroom/contract';
import { useId } from 'react';
import { browserLocale, useAdminTimeZone } from '../../../lib/format/date-time';
import { usePageClock } from '../../../lib/page/page-clock';
import { EntryCard } from './entry-card';

type TProps = {
  week: Date;
  entries: TPlanningEntry[];
  onOpen: (entry: TPlanningEntry) => void;
  onMove: (entry: TPlanningEntry, day: string) => void;
};

function DraggableEntry({ entry, onOpen }: { entry: TPlanningEntry; onOpen: TProps['onOpen'] }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: entry.id,
  });
  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription="planning entry"
      aria-label={entry.title}
      onClick={() => onOpen(entry)}
      style={{
        cursor: 'grab',
        transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
      }}
    >
      <EntryCard entry={entry} />
    </Box>
  );
}

function Day({ date, today, children }: { date: Date; today: string; children: React.ReactNode }) {
  const zone = useAdminTimeZone();
  const key = dayKey(date, zone);
  const { setNodeRef, isOver } = useDroppable({ id: key });
  const label = date.toLocaleDateString(browserLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: zone,
  });
  return (
    <Stack
      ref={setNodeRef}
      gap={6}
      p={6}
      mih={240}
      role="region"
      aria-label={label}
      data-day={key}
      bg={isOver ? 'blue.0' : today === key ? 'yellow.0' : 'gray.0'}
      style={{ borderRadius: 6 }}
    >
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Seven days side by side; an entry dragged to another day keeps its time of day. */
export function WeekView({ week, entries, onOpen, onMove }: TProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const zone = useAdminTimeZone();
  const today = usePageClock((now) => dayKey(now, zone));
  // dnd-kit numbers its contexts itself otherwise: the server's count is not the browser's.
  const id = useId();
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i, zone));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const entry = entries.find((e) => e.id === active.id);
    if (!entry || !over) return;
    const day = String(over.id);
    if (day !== dayKey(new Date(entry.starts_at), zone)) onMove(entry, day);
  };
  return (
    <DndContext id={id} sensors={sensors} onDragEnd={onDragEnd}>
      <SimpleGrid cols={7} spacing={6}>
        {days.map((date) => (
          <Day key={dayKey(date, zone)} date={date} today={today}>
            {entries
              .filter((entry) => dayKey(new Date(entry.starts_at), zone) === dayKey(date, zone))
              .map((entry) => (
                <DraggableEntry key={entry.id} entry={entry} onOpen={onOpen} />
              ))}
          </Day>
        ))}
      </SimpleGrid>
    </DndContext>
  );
}
