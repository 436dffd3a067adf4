/**
 * Which push endpoints the server will talk to. A subscription's endpoint is a URL the browser
 * hands us, so anyone can hand us any URL: unchecked, the push worker would POST to internal
 * services (loopback, the cloud metadata address, the LAN). Two rules, checked when a browser
 * subscribes AND again before every send (DNS answers change):
 *   1. the host is one of the push services browsers use (PUSH_SERVICE_HOSTS), or the local test
 *      push service that `npm start` runs (its exact origin);
 *   2. every address the host resolves to is public: none in BLOCKED_RANGES.
 * The sender connects only to the addresses it has just checked (see sender.ts), so a second,
 * different DNS answer between check and connect (rebinding) cannot reach an internal address.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The push services of the browsers we support. An entry matches the host itself and, when it
 * starts with a dot, any subdomain (the services hand out endpoints on numbered hosts).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  // Google Firebase Cloud Messaging: Chrome, Edge on Android, Opera, Samsung Internet
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Mozilla autopush: Firefox (updates.push.services.mozilla.com)
  '.push.services.mozilla.com',
  // Apple web push: Safari on macOS and iOS (web.push.apple.com)
  '.push.apple.com',
  // Microsoft Windows Push Notification Services: Edge on Windows (wns2-….notify.windows.com)
  '.notify.windows.com',
];

export function isPushServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return PUSH_SERVICE_HOSTS.some((entry) =>
    entry.startsWith('.') ? host.endsWith(entry) : host === entry,
  );
}

/** Addresses the server must never connect to on a browser's say-so. */
const BLOCKED_RANGES: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network"
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['64:ff9b::', 96, 'ipv6'], // NAT64: reaches IPv4 addresses, internal ones too
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated)
  ['ff00::', 8, 'ipv6'], // multicast
];

const blocked = new BlockList();
for (const [network, prefix, type] of BLOCKED_RANGES) blocked.addSubnet(network, prefix, type);

/**
 * True for an address the server must not connect to. BlockList matches IPv4-mapped IPv6
 * (::ffff:127.0.0.1) against the IPv4 ranges; anything that is not an IP address is refused.
 */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return true;
  return blocked.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name (A and AAAA); tests inject their own, so no query leaves. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true });

export interface EndpointPolicy {
  /** Origin of the local test push service `npm start` runs: the one exception to both rules */
  testServiceOrigin?: string;
  resolve: Resolve;
}

export type EndpointCheck =
  /** addresses: the checked addresses to connect to; empty for the local test service */
  | { ok: true; addresses: ResolvedAddress[] }
  /** host: not a browser push service; address: resolves to an internal address;
   *  unresolved: no address (may be passing) */
  | { ok: false; reason: 'host' | 'address' | 'unresolved' };

/** Applies both rules to an endpoint URL; resolves its host (once) unless it is a literal IP. */
export async function checkPushEndpoint(
  endpoint: string,
  policy: EndpointPolicy,
): Promise<EndpointCheck> {
  if (!URL.canParse(endpoint)) return { ok: false, reason: 'host' };
  const url = new URL(endpoint);
  if (policy.testServiceOrigin !== undefined && url.origin === policy.testServiceOrigin) {
    return { ok: true, addresses: [] };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'host' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) {
    // a literal address is never a browser's push service, public or not
    return { ok: false, reason: isBlockedAddress(host) ? 'address' : 'host' };
  }
  if (!isPushServiceHost(host)) return { ok: false, reason: 'host' };
  let addresses: ResolvedAddress[];
  try {
    addresses = await policy.resolve(host);
  } catch {
    return { ok: false, reason: 'unresolved' };
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  // one internal answer is enough to refuse: a client could be made to pick it
  if (addresses.some((a) => isBlockedAddress(a.address))) return { ok: false, reason: 'address' };
  return { ok: true, addresses };
}
