import { describe, expect, it } from 'vitest';
import { tableResolver } from '#api-test/push-dns';
import { checkPushEndpoint, isBlockedAddress, isPushServiceHost } from './endpoints';

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456:789a::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe', // 169.254.169.254, IPv4-mapped in hex
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1', // NAT64 of 10.0.0.1
    'localhost', // not an address at all
    '',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    '142.250.74.10',
    '172.32.0.1',
    '192.0.2.10',
    '8.8.8.8',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
  ])('allows %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe('isPushServiceHost', () => {
  it('knows the browsers push services and nothing that merely looks like them', () => {
    for (const host of [
      'fcm.googleapis.com',
      'FCM.googleapis.com.',
      'updates.push.services.mozilla.com',
      'web.push.apple.com',
      'wns2-par02p.notify.windows.com',
    ]) {
      expect(isPushServiceHost(host), host).toBe(true);
    }
    for (const host of [
      'evil.example',
      'fcm.googleapis.com.evil.example',
      'evilfcm.googleapis.com',
      'notify.windows.com.evil.example',
      'xpush.apple.com',
      'metadata.google.internal',
    ]) {
      expect(isPushServiceHost(host), host).toBe(false);
    }
  });
});

describe('checkPushEndpoint', () => {
  const dns = tableResolver({
    'fcm.googleapis.com': ['192.0.2.10', '2001:db8::10'],
    'web.push.apple.com': ['192.0.2.12', '10.0.0.5'], // one internal answer among public ones
    'updates.push.services.mozilla.com': ['::ffff:127.0.0.1'],
    'wns2-par02p.notify.windows.com': ['fd00::1'],
  });
  const policy = { resolve: dns, testServiceOrigin: 'http://127.0.0.1:4999' };

  it('accepts a push service on public addresses and gives the addresses it checked', async () => {
    expect(await checkPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', policy)).toEqual({
      ok: true,
      addresses: [
        { address: '192.0.2.10', family: 4 },
        { address: '2001:db8::10', family: 6 },
      ],
    });
  });

  it('refuses a push service host that resolves to an internal address', async () => {
    for (const endpoint of [
      'https://web.push.apple.com/x',
      'https://updates.push.services.mozilla.com/wpush/v2/x',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
    ]) {
      expect(await checkPushEndpoint(endpoint, policy), endpoint).toEqual({
        ok: false,
        reason: 'address',
      });
    }
  });

  it('refuses literal addresses, other hosts, plain http and names that do not resolve', async () => {
    const cases: [string, string][] = [
      ['https://127.0.0.1:8443/push', 'address'],
      ['https://169.254.169.254/latest/meta-data/', 'address'],
      ['https://[::ffff:127.0.0.1]/x', 'address'],
      ['https://[fd00::1]/x', 'address'],
      ['https://8.8.8.8/x', 'host'],
      ['https://evil.example/x', 'host'],
      ['http://fcm.googleapis.com/fcm/send/abc', 'host'],
      ['http://127.0.0.1:4998/push/1', 'host'], // loopback, but not the test service's port
      ['https://android.googleapis.com/gcm/send/x', 'unresolved'],
    ];
    for (const [endpoint, reason] of cases) {
      expect(await checkPushEndpoint(endpoint, policy), endpoint).toEqual({ ok: false, reason });
    }
  });

  it('lets only the local test push service through on loopback, unresolved', async () => {
    expect(await checkPushEndpoint('http://127.0.0.1:4999/push/1', policy)).toEqual({
      ok: true,
      addresses: [],
    });
    expect(await checkPushEndpoint('http://127.0.0.1:4999/push/1', { resolve: dns })).toEqual({
      ok: false,
      reason: 'host',
    });
  });
});
