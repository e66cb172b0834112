import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { TableKit } from '@tiptap/extension-table';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { TableControls } from './table-controls';

type TProps = {
  /** The text the editor starts from; a new value (another locale, a reloaded draft) replaces it. */
  initialHtml: string;
  /** Called on every edit the person makes (not when `initialHtml` is loaded). */
  onChange: (html: string) => void;
  onReady?: (editor: Editor) => void;
};

/** The terms text: headings, lists, links and tables (the server keeps the same allow-list). */
export function TermsEditor({ initialHtml, onChange, onReady }: TProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: false,
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
      }),
      Link.configure({ openOnClick: false, protocols: ['mailto'] }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: initialHtml,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: changed, transaction }) => {
      if (transaction.docChanged) onChange(changed.getHTML());
    },
  });

  useEffect(() => {
    if (!editor || editor.getHTML() === initialHtml) return;
    editor.commands.setContent(initialHtml, { emitUpdate: false });
  }, [editor, initialHtml]);

  useEffect(() => {
    if (editor) onReady?.(editor);
  }, [editor, onReady]);

  return (
    <RichTextEditor editor={editor} aria-label="Terms text">
      <RichTextEditor.Toolbar sticky stickyOffset={0}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <TableControls editor={editor} />
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={320} />
    </RichTextEditor>
  );
}
