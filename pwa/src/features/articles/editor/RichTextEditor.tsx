/**
 * The article body's editor: Tiptap (StarterKit with headings 2–3, lists, quotes, links; Image),
 * a toolbar of labelled buttons and the link and picture dialogs. Only the editor's chunk
 * loads this file. Changes reach the form at most every 300 ms (spec §9, throttle.ts); the
 * form flushes the last one before it saves.
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type RefObject, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDialog, LinkDialog } from './EditorDialogs';
import type { ArticleDoc } from './form-values';
import { throttle } from './throttle';
import { Toolbar } from './Toolbar';

/** The editor's extensions: only what the server's rich text keeps (api/src/lib/rich-text.ts) */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto', 'tel'],
    },
  }),
  Image.configure({ allowBase64: false }),
];

export function RichTextEditor({
  initial,
  onChange,
  flushRef,
}: {
  /** The document it starts with (read once) */
  initial: ArticleDoc;
  /** The new document, throttled (a stable function: a new one starts a new throttle) */
  onChange: (doc: ArticleDoc) => void;
  /** Set to a function that delivers a pending change at once */
  flushRef: RefObject<(() => void) | null>;
}) {
  const { t } = useTranslation('articleEditor');
  const labelId = useId();
  const changed = useMemo(
    () => throttle((e: Editor) => onChange(e.getJSON() as ArticleDoc)),
    [onChange],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    immediatelyRender: true,
    // Tiptap's own <style> tag is refused by the site's CSP: its rules are in editor.css
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'rich-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: e }) => changed(e),
  });
  useEffect(() => {
    flushRef.current = changed.flush;
    return () => {
      changed.cancel();
      flushRef.current = null;
    };
  }, [changed, flushRef]);

  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const currentHref = useEditorState({
    editor,
    selector: ({ editor: e }) => (e.getAttributes('link') as { href?: string }).href ?? '',
  });

  return (
    <div className="field rich-editor">
      <p id={labelId} className="rich-editor__label">
        {t('fields.body')}
      </p>
      <Toolbar
        editor={editor}
        onLink={() => setDialog('link')}
        onImage={() => setDialog('image')}
      />
      <EditorContent editor={editor} />
      <LinkDialog
        open={dialog === 'link'}
        href={currentHref}
        onClose={() => setDialog(null)}
        onSave={(href) => {
          const chain = editor.chain().focus().extendMarkRange('link');
          if (!href) chain.unsetLink().run();
          else if (editor.state.selection.empty && !currentHref)
            // nothing selected: the address itself becomes the linked text
            chain
              .insertContent({
                type: 'text',
                text: href,
                marks: [{ type: 'link', attrs: { href } }],
              })
              .run();
          else chain.setLink({ href }).run();
        }}
      />
      <ImageDialog
        open={dialog === 'image'}
        onClose={() => setDialog(null)}
        onInsert={(image) =>
          editor.chain().focus().setImage({ src: image.url, alt: image.alt }).run()
        }
      />
    </div>
  );
}
