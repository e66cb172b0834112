import type { TTag } from '@newsroom/contract';
import { SortableTable, type TSortableColumn } from '../../../lib/sortable/sortable-table';

type TProps = {
  tags: TTag[];
  columns: TSortableColumn<TTag>[];
  /** The tag was dropped where `target` was: it takes `target`'s place. */
  onMove: (tag: TTag, target: TTag) => void;
  disabled?: boolean;
  label: string;
};

/** A table of tags reordered by dragging; see SortableTable. */
export function SortableTagTable({ tags, columns, onMove, disabled, label }: TProps) {
  return (
    <SortableTable
      label={label}
      items={tags}
      columns={columns}
      noun="tag"
      nameOf={(tag) => tag.name}
      instructions="To move a tag, press Space, use the arrow keys, then press Space again."
      onMove={onMove}
      disabled={disabled}
    />
  );
}
