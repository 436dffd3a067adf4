/**
 * Every write a client of `npm run test:cluster` saw ACKNOWLEDGED (a committed statement, a 2xx
 * answer), with the key that finds it again afterwards, and every write that failed.
 */
export interface Ack {
  /** what was written: 'sql', 'candle', 'reply', 'registration', 'order' … */
  kind: string;
  /** the client key, e-mail or order id it is found by */
  key: string;
  /** when the write was sent and when its acknowledgement arrived (ms since epoch) */
  sentAt: number;
  ackedAt: number;
  /** anything the check needs later (the notice id, the instance …) */
  detail?: Record<string, string | number>;
}

export class Ledger {
  readonly acks: Ack[] = [];
  readonly failures = new Map<string, number>();
  /** The first few reasons per kind, for the log */
  readonly reasons = new Map<string, string[]>();

  ack(kind: string, key: string, sentAt: number, detail?: Ack['detail']): void {
    this.acks.push({ kind, key, sentAt, ackedAt: Date.now(), detail });
  }

  fail(kind: string, reason?: string): void {
    this.failures.set(kind, (this.failures.get(kind) ?? 0) + 1);
    const reasons = this.reasons.get(kind) ?? [];
    if (reason && reasons.length < 3 && !reasons.includes(reason)) reasons.push(reason);
    this.reasons.set(kind, reasons);
  }

  of(kind: string): Ack[] {
    return this.acks.filter((a) => a.kind === kind);
  }

  /** The first acknowledgement of a write sent after `at` that `match` accepts, or null */
  firstAckSentAfter(at: number, match: (ack: Ack) => boolean = () => true): Ack | null {
    let first: Ack | null = null;
    for (const ack of this.acks) {
      if (ack.sentAt >= at && match(ack) && (!first || ack.ackedAt < first.ackedAt)) first = ack;
    }
    return first;
  }

  /** The last acknowledgement that arrived before `at`, or null */
  lastAckBefore(at: number): Ack | null {
    let last: Ack | null = null;
    for (const ack of this.acks) {
      if (ack.ackedAt < at && (!last || ack.ackedAt > last.ackedAt)) last = ack;
    }
    return last;
  }

  counts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const ack of this.acks) counts[ack.kind] = (counts[ack.kind] ?? 0) + 1;
    return counts;
  }
}
