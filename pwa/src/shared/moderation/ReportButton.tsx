import { lazy, Suspense, useRef, useState } from 'react';
import type { ModerationKind } from '#domain/vocabulary/moderation';

// the dialog, its texts and the API call load only when someone reports: the card stays light
const ReportDialog = lazy(() =>
  Promise.all([
    import('./ReportDialog'),
    import('./texts').then((m) => m.loadModerationTexts()),
  ]).then(([m]) => m),
);

/**
 * "Teata" under a reply or a review: opens the report dialog (a chunk of its own). `label` is
 * the button's word in the caller's texts, `name` its accessible name (it starts with `label`).
 */
export function ReportButton({
  kind,
  id,
  label,
  name,
}: {
  kind: ModerationKind;
  id: number;
  label: string;
  name: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="link-button report-button"
        aria-haspopup="dialog"
        aria-label={name}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            kind={kind}
            id={id}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
