import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { MEDIA_FILE_TYPES } from '@portal/contracts/files';
import { IconPhotoPlus } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { NodeSelection, TextSelection, type Transaction } from '@tiptap/pm/state';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { notifyText } from '../../lib/notifications.ts';
import { insertionFor } from './insert-file.ts';
import { MediaPicker } from './MediaPicker.tsx';

/**
 * An inserted image is a block left selected as a node, so the next key typed would replace
 * it: put the cursor into the text after it instead, adding an empty paragraph at the end.
 */
function cursorAfterInsertedBlock({ tr }: { tr: Transaction }): boolean {
  if (!(tr.selection instanceof NodeSelection)) return true;
  const after = tr.selection.to;
  if (!tr.doc.resolve(after).nodeAfter?.isTextblock) {
    tr.insert(after, tr.doc.type.schema.nodes.paragraph.create());
  }
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
  return true;
}

/** Spec §9: the editor's height. */
const RICH_TEXT_HEIGHT = 400;

/**
 * The rich text editor of every content form (Tiptap, spec §9), with the media library picker
 * in its toolbar: a picked image is inserted in the medium size, another file as a link, and
 * 'Plik dodany' confirms it. The server sanitizes what it receives.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  error,
  required,
  disabled,
  id,
}: {
  value: string;
  onChange: (html: string) => void;
  label: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false }), Image],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': typeof label === 'string' ? label : t('richText.content') } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (a loaded record, a form reset) replaces the content.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Input.Wrapper label={label} error={error} withAsterisk={required} id={id}>
      <MantineEditor
        editor={editor}
        labels={{
          boldControlLabel: t('richText.bold'),
          italicControlLabel: t('richText.italic'),
          underlineControlLabel: t('richText.underline'),
          strikeControlLabel: t('richText.strike'),
          clearFormattingControlLabel: t('richText.clear'),
          linkControlLabel: t('richText.link'),
          unlinkControlLabel: t('richText.unlink'),
          bulletListControlLabel: t('richText.bulletList'),
          orderedListControlLabel: t('richText.orderedList'),
          blockquoteControlLabel: t('richText.blockquote'),
          hrControlLabel: t('richText.hr'),
          undoControlLabel: t('richText.undo'),
          redoControlLabel: t('richText.redo'),
          linkEditorInputLabel: t('richText.linkUrl'),
          linkEditorInputPlaceholder: 'https://',
          linkEditorSave: t('common.save'),
          linkEditorExternalLink: t('richText.linkExternal'),
          linkEditorInternalLink: t('richText.linkInternal'),
        }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <MantineEditor.Toolbar>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Bold />
            <MantineEditor.Italic />
            <MantineEditor.Underline />
            <MantineEditor.Strikethrough />
            <MantineEditor.ClearFormatting />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.H2 />
            <MantineEditor.H3 />
            <MantineEditor.BulletList />
            <MantineEditor.OrderedList />
            <MantineEditor.Blockquote />
            <MantineEditor.Hr />
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Link />
            <MantineEditor.Unlink />
            <MantineEditor.Control
              onClick={() => setPicking(true)}
              aria-label={t('richText.insertFile')}
              title={t('richText.insertFile')}
              disabled={disabled}
            >
              <IconPhotoPlus stroke={1.5} size={16} />
            </MantineEditor.Control>
          </MantineEditor.ControlsGroup>
          <MantineEditor.ControlsGroup>
            <MantineEditor.Undo />
            <MantineEditor.Redo />
          </MantineEditor.ControlsGroup>
        </MantineEditor.Toolbar>
        <MantineEditor.Content style={{ height: RICH_TEXT_HEIGHT, overflowY: 'auto' }} />
      </MantineEditor>
      {picking && (
        <MediaPicker
          opened
          accept={MEDIA_FILE_TYPES}
          multiple
          onClose={() => setPicking(false)}
          onPick={(files) => {
            const content = files.map(insertionFor).filter((c) => c !== null);
            if (!editor || content.length === 0) return;
            editor.chain().focus().insertContent(content).command(cursorAfterInsertedBlock).run();
            notifyText(t('richText.fileAdded'));
          }}
        />
      )}
    </Input.Wrapper>
  );
}
