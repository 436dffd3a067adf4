/**
 * Service request alerts end to end: a provider with a push subscription (recorded as theirs by
 * a signed-in subscribe) gets the `request` push, decrypted by the local push service; one without
 * a working subscription, or with push turned off, gets the e-mail (SMTP catcher); the family
 * following their request is pushed every new offer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '#scripts/services/push-service';
import { startSmtpCatcher, type SmtpCatcher } from '#scripts/services/smtp-catcher';
import { insertService } from '#api-test/companies';
import { useTestServer } from '#api-test/harness';
import {
  claimedProvider,
  placeNamed,
  requestBody,
  sentRequest,
  type TestPlace,
} from '#api-test/requests';

let pushService: PushService;
let smtp: SmtpCatcher;
beforeAll(async () => {
  pushService = await startPushService();
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await pushService.close();
  await smtp.close();
});
const { server, visitor } = useTestServer(() => ({
  smtpUrl: smtp.url,
  mailLimits: { perAddress: 1000, perVisitor: 1000, global: 1000 },
  push: { tickMs: 20 },
  pushServiceOrigin: new URL(pushService.url).origin,
}));

let service: number;
let tartu: TestPlace;
beforeAll(async () => {
  service = await insertService(server, 'Matusetransport', 'matusetransport-a');
  tartu = await placeNamed(server, 'Tartu linn');
});

const payloads = async (endpoint: string, count: number) =>
  (await pushService.waitForMessages(endpoint, count)).map(
    (m) => JSON.parse(m.payload) as Record<string, string>,
  );

describe('alerting providers', () => {
  it('pushes to a provider’s own subscriptions, and mails the one without', async () => {
    const pushed = await claimedProvider(server, visitor, tartu, [service], { offsetKm: 3 });
    const mailed = await claimedProvider(server, visitor, tartu, [service], { offsetKm: 4 });
    const muted = await claimedProvider(server, visitor, tartu, [service], { offsetKm: 5 });
    const sub = pushService.subscribe();
    expect((await visitor.post('/api/push/subscriptions', sub, pushed.auth)).status).toBe(201);
    const mutedSub = pushService.subscribe();
    expect((await visitor.post('/api/push/subscriptions', mutedSub, muted.auth)).status).toBe(201);
    const off = { radiusKm: 50, counties: [], services: [], push: false, email: true };
    expect((await visitor.send('PUT', '/api/provider/settings', off, muted.auth)).status).toBe(200);

    const { id } = await sentRequest(
      visitor,
      requestBody(tartu.id, [service], { funeralDate: null }),
    );
    const [message] = await payloads(sub.endpoint, 1);
    expect(message).toEqual({
      title: 'Uus hinnapäring: Tartu linn',
      body: 'Matusetransport · 3 km',
      url: `/pakkuja/paringud/${id}`,
      tag: `request-${id}`,
    });
    const mail = await smtp.waitFor(mailed.email);
    expect(mail.subject).toBe('Küünal: uus hinnapäring – Matusetransport, Tartu linn');
    expect(mail.text).toContain(`https://kyynal.test/pakkuja/paringud/${id}`);
    expect(mail.text).toContain('pole veel teada');
    expect((await smtp.waitFor(muted.email)).subject).toContain('uus hinnapäring');
    expect(pushService.messages(mutedSub.endpoint)).toEqual([]);
    expect(smtp.messages(pushed.email)).toEqual([]);
    const channels = await server.sql.all(
      'SELECT company_id AS "companyId", channel FROM request_recipients WHERE request_id = ? ORDER BY distance_km',
      id,
    );
    expect(channels).toEqual([
      { companyId: pushed.companyId, channel: 'push' },
      { companyId: mailed.companyId, channel: 'email' },
      { companyId: muted.companyId, channel: 'email' },
    ]);
  });
});

describe('a provider whose push fails', () => {
  it.each([410, 500])(
    'gets the alert by e-mail at once when the push service answers %i',
    async (status) => {
      // a service of its own: this provider is the one matched
      const own = await insertService(server, `Kirstud ${status}`, `kirstud-${status}`);
      const provider = await claimedProvider(server, visitor, tartu, [own], { offsetKm: 2 });
      const sub = pushService.subscribe();
      expect((await visitor.post('/api/push/subscriptions', sub, provider.auth)).status).toBe(201);
      pushService.respond(sub.endpoint, { status });
      const body = requestBody(tartu.id, [own], { maxProviders: 1 });
      const { id } = await sentRequest(visitor, body);
      // the push is tried and fails (its channel was push); the mail follows at once
      const mail = await smtp.waitFor(provider.email);
      expect(mail.subject).toBe(`Küünal: uus hinnapäring – Kirstud ${status}, Tartu linn`);
      expect(mail.text).toContain(`https://kyynal.test/pakkuja/paringud/${id}`);
      const channel = await server.sql.value(
        'SELECT channel FROM request_recipients WHERE request_id = ? AND company_id = ?',
        id,
        provider.companyId,
      );
      expect(channel).toBe('email');
      // once: a retry's failure mails nothing more
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.messages(provider.email)).toHaveLength(1);
    },
  );
});

describe('telling the family', () => {
  it('pushes every new offer to a subscription that follows the request', async () => {
    const provider = await claimedProvider(server, visitor, tartu, [service], { offsetKm: 1 });
    const body = requestBody(tartu.id, [service], { maxProviders: 1 });
    const { id, token } = await sentRequest(visitor, body);
    const sub = pushService.subscribe();
    expect((await visitor.post('/api/push/subscriptions', sub)).status).toBe(201);
    const follow = await visitor.post(`/api/requests/${id}/follow?token=${token}`, {
      endpoint: sub.endpoint,
    });
    expect(await follow.json()).toEqual({ following: true });
    const res = await visitor.post(
      `/api/provider/requests/${id}/offers`,
      { totalEuros: 990, includes: 'Transport', message: '', validUntil: '20.06.2026' },
      provider.auth,
    );
    expect(res.status).toBe(201);
    const [message] = await payloads(sub.endpoint, 1);
    expect(message).toMatchObject({ title: 'Uus pakkumine sinu hinnapäringule' });
    expect(message!.body).toContain('990,00 €');
    // the push opens the family's page, which needs a token
    const opened = await visitor.get(`/api/requests${message!.url!.slice('/hinnaparing'.length)}`);
    expect(opened.status).toBe(200);
  });

  it('mails every new offer with a link that opens the family’s request and its offers', async () => {
    const provider = await claimedProvider(server, visitor, tartu, [service], { offsetKm: 0.2 });
    const body = requestBody(tartu.id, [service], { maxProviders: 1 });
    const { id, token } = await sentRequest(visitor, body);
    const made = await visitor.post(
      `/api/provider/requests/${id}/offers`,
      { totalEuros: 1234, includes: 'Transport', message: '', validUntil: '20.06.2026' },
      provider.auth,
    );
    expect(made.status).toBe(201);
    // the first mail was the confirmation link, the second is the offer's
    const mail = await smtp.waitFor(body.email, { after: 1 });
    expect(mail.subject).toBe('Küünal: uus pakkumine sinu hinnapäringule');
    const link = /https:\/\/kyynal\.test(\/hinnaparing\/\d+\?token=[^\s]+)/.exec(mail.text)?.[1];
    expect(link).toMatch(new RegExp(`^/hinnaparing/${id}\\?token=`));
    // the link's token is not the confirmation's, and both open the request
    expect(new URL(link!, 'https://kyynal.test').searchParams.get('token')).not.toBe(token);
    const page = await visitor.get(`/api/requests${link!.slice('/hinnaparing'.length)}`);
    expect(page.status).toBe(200);
    const view = (await page.json()) as { offers: { totalEuros: number }[] };
    expect(view.offers.map((o) => o.totalEuros)).toEqual([1234]);
    expect((await visitor.get(`/api/requests/${id}?token=${token}`)).status).toBe(200);
    // a token made up from another request's is no key
    const other = link!.replace(`/hinnaparing/${id}?`, `/hinnaparing/${id + 1000}?`);
    expect((await visitor.get(`/api/requests${other.slice('/hinnaparing'.length)}`)).status).toBe(
      404,
    );
  });
});
