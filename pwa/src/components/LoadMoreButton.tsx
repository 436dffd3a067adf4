import type { MouseEvent, ReactNode } from 'react';
import './load-more.css';

/**
 * "Näita järgmised 12" under a paged list (the notices, the directory). While the next page
 * loads it is aria-disabled rather than disabled, so keyboard focus stays on it; the click
 * tells the caller (`event.detail === 0`) whether the keyboard pressed it.
 */
export function LoadMoreButton({
  busy,
  onClick,
  children,
}: {
  busy: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}) {
  return (
    <div className="list-more">
      <button
        type="button"
        className={
          busy
            ? 'button button--quiet list-more__button is-busy'
            : 'button button--quiet list-more__button'
        }
        onClick={(event) => {
          if (!busy) onClick(event);
        }}
        aria-disabled={busy}
      >
        {children}
      </button>
    </div>
  );
}
