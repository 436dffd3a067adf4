/**
 * A list of labelled details (a request as its family or a provider sees it, an offer): label
 * and value side by side on wide screens; a row without a value is left out.
 */
import type { ReactNode } from 'react';
import './detail-list.css';

export type DetailRow = readonly [label: string, value: ReactNode];

export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="detail-list">
      {rows.map(([label, value]) =>
        value === null || value === undefined || value === '' ? null : (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
