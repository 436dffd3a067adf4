/** Shared planners for tests: added tasks as a device sends them. */

/** `n` added tasks (keys c-task0000…), all written at `changedAt` */
export const addedTasks = (n: number, changedAt: string) =>
  Array.from({ length: n }, (_, i) => ({
    key: `c-task${String(i).padStart(4, '0')}`,
    title: `Ülesanne ${i}`,
    done: false,
    note: '',
    changedAt,
  }));
