import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  onNotificationClick,
  onPush,
  openNotificationTarget,
} from './sw-push';

const ORIGIN = 'http://localhost:3000';

function windowClient(url: string) {
  return {
    url,
    focus: vi.fn(() => Promise.resolve()),
    navigate: vi.fn(() => Promise.resolve()),
  };
}

function fakeScope(
  windows: ReturnType<typeof windowClient>[],
  openWindow = vi.fn(() => Promise.resolve({})),
) {
  return {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: { matchAll: vi.fn(() => Promise.resolve(windows)), openWindow },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('onPush', () => {
  it('shows the payload as a notification that remembers its card', async () => {
    const sw = fakeScope([]);
    vi.stubGlobal('self', sw);
    const waits: Promise<unknown>[] = [];
    onPush({
      data: {
        text: () =>
          JSON.stringify({
            title: '3 uut küünalt',
            body: 'Mari Maasikas',
            url: '/arasaatmisteade/5',
            tag: 'candles-5',
          }),
      },
      waitUntil: (p) => waits.push(p),
    });
    await Promise.all(waits);
    expect(waits).toHaveLength(1);
    expect(sw.registration.showNotification).toHaveBeenCalledWith('3 uut küünalt', {
      body: 'Mari Maasikas',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      tag: 'candles-5',
      data: { url: `${ORIGIN}/arasaatmisteade/5` },
    });
  });

  it('still shows something for an empty push', () => {
    const sw = fakeScope([]);
    vi.stubGlobal('self', sw);
    onPush({ data: null, waitUntil: () => undefined });
    expect(sw.registration.showNotification).toHaveBeenCalledWith(
      'Küünal',
      expect.objectContaining({ data: { url: `${ORIGIN}/` } }),
    );
  });
});

describe('notification click', () => {
  it('focuses a window that shows the card', async () => {
    const other = windowClient(`${ORIGIN}/`);
    const card = windowClient(`${ORIGIN}/arasaatmisteade/5`);
    const sw = fakeScope([other, card]);
    await openNotificationTarget(sw, `${ORIGIN}/arasaatmisteade/5`);
    expect(card.focus).toHaveBeenCalled();
    expect(sw.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window otherwise', async () => {
    const sw = fakeScope([windowClient(`${ORIGIN}/`)]);
    await openNotificationTarget(sw, '/malestuspaev/9');
    expect(sw.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/malestuspaev/9`);
  });

  it('sends an open window there when a new one is refused', async () => {
    const home = windowClient(`${ORIGIN}/`);
    const sw = fakeScope(
      [home],
      vi.fn(() => Promise.reject(new Error('not allowed'))),
    );
    await openNotificationTarget(sw, '/malestuspaev/9');
    expect(home.navigate).toHaveBeenCalledWith(`${ORIGIN}/malestuspaev/9`);
  });

  it('never opens another site', async () => {
    const sw = fakeScope([]);
    await openNotificationTarget(sw, 'https://evil.example/');
    expect(sw.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });

  it('closes the notification and opens its url (a synthetic event refuses waitUntil)', async () => {
    const sw = fakeScope([]);
    vi.stubGlobal('self', sw);
    const close = vi.fn();
    onNotificationClick({
      notification: { data: { url: `${ORIGIN}/kaastundeavaldus/3` }, close },
      waitUntil: () => {
        throw new DOMException('not trusted', 'InvalidStateError');
      },
    });
    expect(close).toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(sw.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/kaastundeavaldus/3`),
    );
  });
});
