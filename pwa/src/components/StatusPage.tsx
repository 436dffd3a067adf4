import type { ReactNode } from 'react';

interface StatusPageProps {
  /** The HTTP status shown large above the heading (decorative: hidden from screen readers) */
  code?: string;
  heading: string;
  lead: string;
  role?: 'alert';
  /** What follows the lead: the ways onwards */
  children: ReactNode;
}

/** The frame of a status screen (404, 401, "Midagi läks viltu"): heading, lead, ways onwards. */
export function StatusPage({ code, heading, lead, role, children }: StatusPageProps) {
  return (
    <div className="container narrow page status-page" role={role} data-status={code}>
      {code ? (
        <p className="status-page__code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1>{heading}</h1>
      <p className="page-lead">{lead}</p>
      {children}
    </div>
  );
}
