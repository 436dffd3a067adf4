/** Waiting in the local stand-ins for something that arrives later (a mail, a webhook delivery). */
export interface Waiter {
  /** Call after every change: pending waits look again */
  notify(): void;
  /** Resolves with the first value `find` returns (now or after a notify), failing after `timeoutMs`. */
  until<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T>;
}

export function createWaiter(): Waiter {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((check) => check()),
    until(find, timeoutMs, what) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (found === undefined) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no ${what} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
  };
}
