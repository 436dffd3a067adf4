/**
 * The loop of a background job in the server process (push worker, refund worker, upload
 * sweeper): `tick` runs at start and then every `intervalMs`, never two at once, and a failed
 * tick is reported and retried at the next interval. The timer does not keep the process alive;
 * `stop` waits for the tick under way.
 */
export interface IntervalJob {
  start: () => void;
  stop: () => Promise<void>;
}

export function intervalJob(
  tick: () => Promise<unknown>,
  intervalMs: number,
  onError: (err: unknown) => void,
): IntervalJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = tick()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setInterval(run, intervalMs);
      timer.unref();
      run();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
