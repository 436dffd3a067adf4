import { type ReactNode, type RefObject, useId } from 'react';
import { ActionButton } from './actions';

interface ConfirmBoxProps {
  /** For useConfirmFocus: focus moves here when the box opens */
  boxRef: RefObject<HTMLDivElement | null>;
  question: string;
  yes: string;
  cancel: string;
  /** The confirmed action is under way */
  busy: boolean;
  onYes: () => unknown;
  onCancel: () => void;
  /** What the confirmation asks for besides yes (e.g. a reason), between question and buttons */
  children?: ReactNode;
}

/** An inline "are you sure?" before something that cannot be undone (deleting a row). */
export function ConfirmBox({
  boxRef,
  question,
  yes,
  cancel,
  busy,
  onYes,
  onCancel,
  children,
}: ConfirmBoxProps) {
  const id = useId();
  return (
    <div ref={boxRef} className="confirm-box" role="group" aria-labelledby={id} tabIndex={-1}>
      <p id={id}>{question}</p>
      {children}
      <div className="confirm-box__actions">
        <ActionButton busy={busy} danger onClick={onYes}>
          {yes}
        </ActionButton>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </div>
  );
}
