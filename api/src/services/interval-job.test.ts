import { describe, expect, it } from 'vitest';
import { intervalJob } from './interval-job';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('intervalJob', () => {
  it('runs at start and on every interval, never two ticks at once, and stop waits', async () => {
    let active = 0;
    let most = 0;
    let ticks = 0;
    const job = intervalJob(
      async () => {
        active++;
        most = Math.max(most, active);
        await sleep(30); // longer than the interval: the next ones are skipped, not stacked
        active--;
        ticks++;
      },
      10,
      () => {},
    );
    job.start();
    job.start(); // a second start changes nothing
    await sleep(100);
    await job.stop();
    const after = ticks;
    expect(after).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(active).toBe(0);
    await sleep(40);
    expect(ticks).toBe(after);
  });

  it('reports a failed tick and tries again at the next interval', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const job = intervalJob(
      () => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve()),
      10,
      (err) => errors.push(err),
    );
    job.start();
    await sleep(60);
    await job.stop();
    expect(errors).toEqual([new Error('down')]);
    expect(calls).toBeGreaterThan(1);
  });
});
