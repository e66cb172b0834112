import { RichTextEditor } from '@mantine/tiptap';
import { type Editor, useEditorState } from '@tiptap/react';

type TCommand = (editor: Editor) => boolean;

const CONTROLS: { label: string; text: string; run: TCommand; always?: boolean }[] = [
  {
    label: 'Insert table',
    text: '⊞',
    always: true,
    run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  },
  { label: 'Add row below', text: '+row', run: (e) => e.chain().focus().addRowAfter().run() },
  { label: 'Add column right', text: '+col', run: (e) => e.chain().focus().addColumnAfter().run() },
  { label: 'Delete row', text: '−row', run: (e) => e.chain().focus().deleteRow().run() },
  { label: 'Delete column', text: '−col', run: (e) => e.chain().focus().deleteColumn().run() },
  { label: 'Delete table', text: '✕tbl', run: (e) => e.chain().focus().deleteTable().run() },
];

/** Tables: insert one, then add or remove rows and columns where the cursor is. */
export function TableControls({ editor }: { editor: Editor | null }) {
  const inTable = useEditorState({
    editor,
    selector: (context) => context.editor?.isActive('table') ?? false,
  });
  return (
    <RichTextEditor.ControlsGroup>
      {CONTROLS.map((control) => (
        <RichTextEditor.Control
          key={control.label}
          aria-label={control.label}
          title={control.label}
          disabled={!editor || (!control.always && !inTable)}
          onClick={() => editor && control.run(editor)}
          w="auto"
          px={6}
          fz="xs"
        >
          {control.text}
        </RichTextEditor.Control>
      ))}
    </RichTextEditor.ControlsGroup>
  );
}
