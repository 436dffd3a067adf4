/**
 * What every full map shows around its canvas: a hidden heading, the loading status, the load
 * error, the canvas (a labelled region the Leaflet hook draws into) and a note under it.
 */
import type { ReactNode, RefObject } from 'react';

export function MapFrame({
  container,
  label,
  status,
  error,
  note,
  className = '',
}: {
  container: RefObject<HTMLDivElement | null>;
  label: string;
  /** "Laadin kaarti…" while loading, else empty */
  status: string;
  /** The alert's text, or null */
  error: string | null;
  note: ReactNode;
  className?: string;
}) {
  return (
    <div className={`directory-map ${className}`.trim()}>
      <h2 className="visually-hidden">{label}</h2>
      <p className="status-text" role="status">
        {status}
      </p>
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
      <div ref={container} className="directory-map__canvas" role="region" aria-label={label} />
      <p className="status-text">{note}</p>
    </div>
  );
}
