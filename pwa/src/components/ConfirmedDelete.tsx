import { useRef, useState } from 'react';
import { useConfirmFocus } from '../lib/confirm-focus';
import { ConfirmBox } from './ConfirmBox';

interface ConfirmedDeleteProps {
  /** The button's words, and its accessible name where the words do not say which row */
  label: string;
  ariaLabel?: string;
  question: string;
  yes: string;
  cancel: string;
  /** Deletes; a rejection's message shows under the button */
  onConfirm: () => Promise<unknown>;
}

/**
 * A delete button that asks first (ConfirmBox, focus moved in and back) and shows why the
 * deletion was refused.
 */
export function ConfirmedDelete({
  label,
  ariaLabel,
  question,
  yes,
  cancel,
  onConfirm,
}: ConfirmedDeleteProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  useConfirmFocus(confirming, confirmRef, deleteRef);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (err) {
      setConfirming(false);
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {confirming ? (
        <ConfirmBox
          boxRef={confirmRef}
          question={question}
          yes={yes}
          cancel={cancel}
          busy={busy}
          onYes={confirm}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <button
          ref={deleteRef}
          type="button"
          className="button button--danger"
          aria-label={ariaLabel}
          onClick={() => setConfirming(true)}
        >
          {label}
        </button>
      )}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
