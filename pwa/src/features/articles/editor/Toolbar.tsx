import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Action = {
  key: string;
  /** Whether the button shows as pressed (a toggle); undefined for plain actions */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  can?: (editor: Editor) => boolean;
};

const ACTIONS: Action[] = [
  {
    key: 'paragraph',
    active: (e) => e.isActive('paragraph'),
    run: (e) => e.chain().focus().setParagraph().run(),
  },
  {
    key: 'heading2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'heading3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bold',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'bulletList',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    key: 'undo',
    run: (e) => e.chain().focus().undo().run(),
    can: (e) => e.can().undo(),
  },
  {
    key: 'redo',
    run: (e) => e.chain().focus().redo().run(),
    can: (e) => e.can().redo(),
  },
];

/**
 * The editor's toolbar: labelled buttons, the toggles with aria-pressed. One tab stop; the
 * arrow keys (and Home, End) move between the buttons (the WAI-ARIA toolbar pattern).
 */
export function Toolbar({
  editor,
  onLink,
  onImage,
}: {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
}) {
  const { t } = useTranslation('articleEditor');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      pressed: ACTIONS.map((a) => a.active?.(e)),
      enabled: ACTIONS.map((a) => a.can?.(e) ?? true),
      link: e.isActive('link'),
    }),
  });
  const [current, setCurrent] = useState(0);
  const bar = useRef<HTMLDivElement>(null);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const last = buttons.length - 1;
    const next = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons[next]?.focus();
  }

  const extra = [
    { key: 'link', pressed: state.link, run: onLink },
    { key: 'image', pressed: undefined, run: onImage },
  ];
  const buttons = [
    ...ACTIONS.map((action, i) => ({
      key: action.key,
      pressed: state.pressed[i],
      disabled: !state.enabled[i],
      run: () => action.run(editor),
    })),
    ...extra.map((e) => ({ ...e, disabled: false })),
  ];

  return (
    <div
      ref={bar}
      className="rich-editor__toolbar"
      role="toolbar"
      aria-label={t('toolbar.label')}
      onKeyDown={move}
    >
      {buttons.map((button, i) => (
        <button
          key={button.key}
          type="button"
          className="rich-editor__button"
          tabIndex={i === current ? 0 : -1}
          aria-pressed={button.pressed}
          aria-disabled={button.disabled || undefined}
          onFocus={() => setCurrent(i)}
          onClick={() => {
            if (!button.disabled) button.run();
          }}
        >
          {t(`toolbar.${button.key}`)}
        </button>
      ))}
    </div>
  );
}
