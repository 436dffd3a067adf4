/** The push services' hosts as the API tests look them up: a fixed table, nothing leaves the machine */
import type { Resolve } from '#api/services/push';

/** Answers for the browsers' push service hosts (documentation addresses, never contacted) */
export const TEST_DNS: Record<string, string[]> = {
  'fcm.googleapis.com': ['192.0.2.10', '2001:db8::10'],
  'updates.push.services.mozilla.com': ['192.0.2.11'],
  'web.push.apple.com': ['192.0.2.12'],
  'wns2-par02p.notify.windows.com': ['192.0.2.13'],
};

/** A resolver over a fixed table: unknown names fail as DNS would (ENOTFOUND). */
export function tableResolver(table: Record<string, string[]>): Resolve {
  return (hostname) => {
    const addresses = table[hostname];
    if (!addresses) {
      return Promise.reject(
        Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
      );
    }
    return Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
}
