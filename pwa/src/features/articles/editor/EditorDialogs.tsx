import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { UPLOAD_TYPES } from '#pwa/shared/uploads/check';
import { useArticleUpload } from './use-article-upload';

/** Link addresses the server keeps (api/src/lib/rich-text.ts): http(s), mailto:, tel:, /path */
export const LINK_PATTERN = /^(https?:\/\/\S+|mailto:\S+|tel:[\d\s+()-]+|\/(?!\/)\S*)$/i;

/**
 * A modal dialog (the native `<dialog>`: showModal moves the focus to its first field, Escape
 * closes it, and the focus goes back to the button that opened it) with a form of its own.
 */
function EditorDialog({
  open,
  heading,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  heading: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  // in a portal: the dialog's form must not sit inside the article's form (no nested forms), and
  // its submit stops here rather than reaching the article form through React's tree
  return createPortal(
    <dialog ref={ref} className="editor-dialog" aria-labelledby={headingId} onClose={onClose}>
      {open ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            onSubmit(event);
          }}
          noValidate
        >
          <h2 id={headingId} className="editor-dialog__heading">
            {heading}
          </h2>
          {children}
        </form>
      ) : null}
    </dialog>,
    document.body,
  );
}

/** The link of the selected text: add, change or remove it. */
export function LinkDialog({
  open,
  href,
  onClose,
  onSave,
}: {
  open: boolean;
  /** The selection's current link ('' for none) */
  href: string;
  onClose: () => void;
  /** The new address, or '' to remove the link */
  onSave: (href: string) => void;
}) {
  const { t } = useTranslation('articleEditor');
  const id = useId();
  const [error, setError] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('href') ?? '').trim();
    if (value && !LINK_PATTERN.test(value)) {
      setError(true);
      return;
    }
    onSave(value);
    close();
  }

  const close = () => {
    setError(false);
    onClose();
  };
  return (
    <EditorDialog open={open} heading={t('linkDialog.heading')} onClose={close} onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{t('linkDialog.address')}</label>
        <input
          id={id}
          name="href"
          className="input"
          type="text"
          inputMode="url"
          defaultValue={href}
          aria-invalid={error || undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className="hint">
          {t('linkDialog.addressHint')}
        </p>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {t('linkDialog.invalid')}
          </p>
        ) : null}
      </div>
      <div className="editor-dialog__actions">
        <button type="submit" className="button">
          {t('linkDialog.save')}
        </button>
        {href ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              onSave('');
              close();
            }}
          >
            {t('linkDialog.remove')}
          </button>
        ) : null}
        <button type="button" className="button button--quiet" onClick={close}>
          {t('linkDialog.cancel')}
        </button>
      </div>
    </EditorDialog>
  );
}

/** A picture in the text: its description (alt) and file, sent before it is put in. */
export function ImageDialog({
  open,
  onClose,
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  onInsert: (image: { url: string; alt: string }) => void;
}) {
  const { t } = useTranslation('articleEditor');
  const id = useId();
  const upload = useArticleUpload();
  const [noFile, setNoFile] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.state.status === 'sending') return;
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setNoFile(true);
      return;
    }
    setNoFile(false);
    const uploaded = await upload.send(file);
    if (!uploaded) return;
    onInsert({ url: uploaded.url, alt: String(data.get('alt') ?? '').trim() });
    onClose();
  }

  const { state } = upload;
  const sending = state.status === 'sending';
  return (
    <EditorDialog
      open={open}
      heading={t('imageDialog.heading')}
      onClose={() => {
        upload.reset();
        setNoFile(false);
        onClose();
      }}
      onSubmit={(event) => void submit(event)}
    >
      <div className="field">
        <label htmlFor={`${id}-alt`}>{t('imageDialog.alt')}</label>
        <input
          id={`${id}-alt`}
          name="alt"
          className="input"
          type="text"
          maxLength={200}
          aria-describedby={`${id}-alt-hint`}
        />
        <p id={`${id}-alt-hint`} className="hint">
          {t('imageDialog.altHint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('imageDialog.file')}</label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          aria-describedby={`${id}-file-hint`}
        />
        <p id={`${id}-file-hint`} className="hint">
          {t('imageDialog.fileHint')}
        </p>
      </div>
      <p className="status-text" role="status">
        {state.status === 'sending'
          ? t('imageDialog.sending', { percent: Math.round(state.progress * 100) })
          : null}
      </p>
      {state.status === 'error' || noFile ? (
        <p className="field-error" role="alert">
          {state.status === 'error' ? state.message : t('imageDialog.noFile')}
        </p>
      ) : null}
      <div className="editor-dialog__actions">
        <button type="submit" className="button" aria-disabled={sending || undefined}>
          {t('imageDialog.insert')}
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          {t('imageDialog.cancel')}
        </button>
      </div>
    </EditorDialog>
  );
}
