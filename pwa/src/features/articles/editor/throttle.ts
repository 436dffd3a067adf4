/**
 * Spec §9: the editor's change events reach the form at most every 300 ms. A leading call goes
 * through at once, later ones within the window are folded into one trailing call with the
 * newest arguments; `flush` delivers a pending call now (before saving), `cancel` drops it
 * (when the editor goes away). Pure timing over injectable timers, so it is unit-tested.
 */
export const EDITOR_THROTTLE_MS = 300;

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  flush: () => void;
  cancel: () => void;
}

interface Timers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = EDITOR_THROTTLE_MS,
  timers: Timers = realTimers,
): Throttled<A> {
  let last = -Infinity;
  let pending: A | null = null;
  let timer: unknown = null;

  const run = () => {
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    last = timers.now();
    fn(...args);
  };

  const throttled = (...args: A) => {
    pending = args;
    const wait = last + ms - timers.now();
    if (wait <= 0 && timer === null) run();
    else if (timer === null) timer = timers.setTimeout(run, wait);
  };
  throttled.flush = () => {
    if (timer !== null) timers.clearTimeout(timer);
    run();
  };
  throttled.cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
