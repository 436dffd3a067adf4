import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { ConfirmBox } from '../../components/ConfirmBox';
import { useConfirmFocus } from '../../lib/confirm-focus';

interface RowDeleteOptions {
  /** The button's text and its accessible name (which row) */
  text: string;
  label: string;
  question: string;
  yes: string;
  cancel: string;
  /** Ids of what else describes the button (a note why it may be refused) */
  describedBy?: string;
  remove: () => Promise<unknown>;
  onDeleted: () => unknown;
  /** The row's error line: null when a new try starts, the message when it failed */
  onError: (message: string | null) => void;
}

/**
 * A list row's delete button and its inline confirmation (an admin list's rows): the button
 * goes with the row's actions, the box below them; focus moves into the box and back.
 */
export function useRowDelete(options: RowDeleteOptions): { button: ReactNode; box: ReactNode } {
  const [confirming, setConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  useConfirmFocus(confirming, confirmRef, deleteRef);
  const remove = useMutation({
    mutationFn: options.remove,
    onMutate: () => options.onError(null),
    onSuccess: options.onDeleted,
    onError: (err) => {
      setConfirming(false);
      options.onError(err.message);
    },
  });
  return {
    button: confirming ? null : (
      <button
        ref={deleteRef}
        type="button"
        className="button button--danger"
        aria-label={options.label}
        aria-describedby={options.describedBy}
        onClick={() => setConfirming(true)}
      >
        {options.text}
      </button>
    ),
    box: confirming ? (
      <ConfirmBox
        boxRef={confirmRef}
        question={options.question}
        yes={options.yes}
        cancel={options.cancel}
        busy={remove.isPending}
        onYes={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    ) : null,
  };
}

/** A row's error line, announced */
export function RowError({ message }: { message: string | null }) {
  return message ? (
    <p className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}
