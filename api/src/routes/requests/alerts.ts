/**
 * What a service request tells people, queued in the transaction of the change that causes it
 * (the request and provider stores call it inside their methods): push jobs (one per
 * subscription, sent by the push worker) and mails (the mail outbox).
 *   request_confirm   the family's confirmation link
 *   request_alert     a provider's alert when push is off or they have no working subscription
 *                     (push job kind `request`, opening the provider's view of the request)
 *   request_offer     the family, for every new offer (and a `request_offer` push to the
 *                     subscriptions that follow the request)
 *   request_accepted  the provider whose offer was accepted (and a `request` push)
 *   request_declined  the other providers who made an offer
 * Providers' mails and pushes are Estonian (like the claim mails); the family's speak the
 * language they sent the request in.
 *
 * A provider alerted by push whose push then fails (a push service's error, 404/410: gone) is
 * mailed the alert at once instead (`mailInstead`, called by the push worker): the recipient's
 * channel turns from push to email (or none, e-mail turned off), once, while the request is open.
 *
 * `requestAlertPlans` decides and writes them from what was read (pure); createRequestAlerts
 * (SQLite, here) and createPgRequestAlerts (alerts.pg.ts) read that and queue what it answers.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { formatEuro } from '#domain/rules/money';
import type { PushPayload } from '#domain/inputs/push';
import { dayOfIso } from '#domain/calendar/day-text';
import {
  providerRequestPath,
  settlementName,
  type ServiceRef,
} from '#domain/inputs/service-requests';
import type { AppDeps } from '../../context';
import { translator } from '../../lib/i18n';
import type { MailMessage } from '../../services/mail';
import { familyLinks } from './family-link';
import type { MatchedProvider } from './matching';
import type { RequestRow } from './rules';
import type { RequestReads } from './store';

export type Channel = 'push' | 'email' | 'none';

/** A provider company's owner, whom its alerts go to */
export interface ProviderOwner {
  userId: number;
  email: string;
  name: string;
}

/** What an alert queues: mails by kind, push jobs (one per subscription) */
export interface AlertPlan {
  mails: { kind: string; message: MailMessage }[];
  pushes: {
    subscriptions: readonly number[];
    kind: 'request' | 'request_offer';
    payload: PushPayload;
  }[];
}

/** The accepted provider: its owner and its working subscriptions (null: push turned off) */
export interface AcceptedProvider {
  owner: ProviderOwner;
  subscriptions: readonly number[] | null;
}

/** The alerts' decisions and texts, from what was read (no database) */
export function requestAlertPlans({ publicUrl, secret }: Pick<AppDeps, 'publicUrl' | 'secret'>) {
  const et = translator('et');
  const link = (path: string) => `${publicUrl}${path}`;
  const family = familyLinks(secret);
  const where = (request: RequestRow, services: readonly ServiceRef[]) => ({
    services: services.map((s) => s.name).join(', '),
    settlement: settlementName(request),
  });

  /** A provider's alert by mail (push off, none working, or failed); none with e-mail off */
  function alertMail(
    request: RequestRow,
    services: readonly ServiceRef[],
    distanceKm: number,
    owner: ProviderOwner,
    emailOn: boolean,
  ): AlertPlan & { channel: Channel } {
    if (!emailOn) return { channel: 'none', mails: [], pushes: [] };
    const place = where(request, services);
    const message = {
      to: owner.email,
      subject: et('requests.alertSubject', place),
      text: `${et('requests.alertBody', {
        ...place,
        distance: Math.round(distanceKm),
        date: request.funeralDate ? dayOfIso(request.funeralDate) : et('requests.noDate'),
        asked: request.providersAsked,
        link: link(providerRequestPath(request.id)),
      })}\n\n${et('mail.signOff')}`,
    };
    return { channel: 'email', mails: [{ kind: 'request_alert', message }], pushes: [] };
  }

  return {
    /** The family's confirmation link */
    confirmLink(request: RequestRow, services: readonly ServiceRef[], token: string): AlertPlan {
      const t = translator(request.locale);
      const message = {
        to: request.contactEmail,
        subject: t('requests.confirmSubject'),
        // the address is not confirmed yet: nothing the sender typed (their name) goes into it
        text: `${t('requests.confirmBody', {
          ...where(request, services),
          count: request.maxProviders,
          link: link(family.path(request.id, token)),
        })}\n\n${t('mail.signOff')}`,
      };
      return { mails: [{ kind: 'request_confirm', message }], pushes: [] };
    },

    /**
     * One matched provider's alert: a push to each of their working subscriptions (read only
     * when their push is on), or else a mail; the channel it goes by.
     */
    providerAlert(
      request: RequestRow,
      services: readonly ServiceRef[],
      provider: MatchedProvider,
      owner: ProviderOwner,
      subscriptions: readonly number[],
    ): AlertPlan & { channel: Channel } {
      const place = where(request, services);
      const url = providerRequestPath(request.id);
      if (provider.settings.push && subscriptions.length) {
        const date = request.funeralDate ? `, ${dayOfIso(request.funeralDate)}` : '';
        const payload = {
          title: et('requests.pushAlertTitle', { settlement: place.settlement }),
          body: `${place.services}${date} · ${Math.round(provider.distanceKm)} km`,
          url,
          tag: `request-${request.id}`,
        };
        return {
          channel: 'push',
          mails: [],
          pushes: [{ subscriptions, kind: 'request', payload }],
        };
      }
      return alertMail(request, services, provider.distanceKm, owner, provider.settings.email);
    },

    alertMail,

    /** A new offer: the family's mail, and a push to every subscription following the request */
    offerMade(
      request: RequestRow,
      company: string,
      totalCents: number,
      followers: readonly number[],
    ): AlertPlan {
      const t = translator(request.locale);
      const total = formatEuro(totalCents);
      // the family's page opens only with a token: the mail and the push both carry the mail token
      const page = family.path(request.id, family.mailToken(request));
      const message = {
        to: request.contactEmail,
        subject: t('requests.offerSubject'),
        text: `${t('requests.offerBody', {
          name: request.contactName,
          company,
          total,
          link: link(page),
        })}\n\n${t('mail.signOff')}`,
      };
      const payload = {
        title: t('requests.pushOfferTitle'),
        body: `${company}: ${total}`,
        url: page,
        tag: `request-offer-${request.id}`,
      };
      return {
        mails: [{ kind: 'request_offer', message }],
        pushes: [{ subscriptions: followers, kind: 'request_offer', payload }],
      };
    },

    /** The family accepted: the chosen provider is mailed and pushed, the others thanked */
    accepted(
      request: RequestRow,
      services: readonly ServiceRef[],
      accepted: AcceptedProvider | undefined,
      declined: readonly (ProviderOwner | undefined)[],
    ): AlertPlan {
      const place = where(request, services);
      const url = providerRequestPath(request.id);
      const plan: AlertPlan = { mails: [], pushes: [] };
      if (accepted) {
        plan.mails.push({
          kind: 'request_accepted',
          message: {
            to: accepted.owner.email,
            subject: et('requests.acceptedSubject'),
            text: `${et('requests.acceptedBody', { ...place, link: link(url) })}\n\n${et('mail.signOff')}`,
          },
        });
        if (accepted.subscriptions) {
          const payload = {
            title: et('requests.pushAcceptedTitle'),
            body: et('requests.pushAcceptedBody', place),
            url,
            tag: `request-accepted-${request.id}`,
          };
          plan.pushes.push({ subscriptions: accepted.subscriptions, kind: 'request', payload });
        }
      }
      for (const owner of declined) {
        if (!owner) continue;
        plan.mails.push({
          kind: 'request_declined',
          message: {
            to: owner.email,
            subject: et('requests.declinedSubject'),
            text: `${et('requests.declinedBody', place)}\n\n${et('mail.signOff')}`,
          },
        });
      }
      return plan;
    },
  };
}

/**
 * The recipient a failed `request` push (job `?1`, subscription `?2`) was an alert to: pushed,
 * the subscription's owner's company, the request still open (`?1`/`?2`: each adapter's
 * placeholders)
 */
export const pushedRecipientSql = (job: string, subscription: string) =>
  `SELECT rr.request_id AS "requestId", rr.company_id AS "companyId", rr.distance_km AS "distanceKm"
   FROM push_jobs j
   JOIN push_subscriptions s ON s.id = ${subscription}
   JOIN request_recipients rr ON rr.request_id = j.request_id AND rr.user_id = s.user_id
   JOIN service_requests r ON r.id = rr.request_id
   WHERE j.id = ${job} AND j.kind = 'request' AND rr.channel = 'push' AND r.status = 'open'`;

/** That recipient's channel, changed from push once (concurrent failures mail once) */
export const fallBackSql = (channel: string, request: string, company: string) =>
  `UPDATE request_recipients SET channel = ${channel}
   WHERE request_id = ${request} AND company_id = ${company} AND channel = 'push'`;

export interface PushedRecipient {
  requestId: number;
  companyId: number;
  distanceKm: number;
}

/** The request alerts on SQLite: read, then queue the plan, inside the caller's transaction */
export function createRequestAlerts(
  deps: Pick<AppDeps, 'mail' | 'publicUrl' | 'secret'>,
  sqlite: BetterSqlite3.Database,
  reads: Pick<RequestReads, 'servicesOf' | 'byId'>,
) {
  const { servicesOf } = reads;
  const plans = requestAlertPlans(deps);
  // a subscription that failed its last delivery is not counted on: the provider gets mail
  const workingSubscriptions = sqlite
    .prepare<[number], number>(
      'SELECT id FROM push_subscriptions WHERE user_id = ? AND failures = 0 ORDER BY id',
    )
    .pluck();
  const followers = sqlite
    .prepare<[number], number>('SELECT subscription_id FROM request_follows WHERE request_id = ?')
    .pluck();
  const insertJob = sqlite.prepare(
    `INSERT INTO push_jobs (request_id, subscription_id, kind, payload, count, due_at)
     VALUES (?, ?, ?, ?, 1, ?)`,
  );
  const owner = sqlite.prepare<[number], ProviderOwner>(
    `SELECT u.id AS userId, u.email, c.name FROM companies c JOIN users u ON u.id = c.owner_user_id
     WHERE c.id = ?`,
  );
  const pushSetting = sqlite
    .prepare<[number], number>('SELECT push FROM provider_settings WHERE company_id = ?')
    .pluck();
  const emailSetting = sqlite
    .prepare<[number], number>('SELECT email FROM provider_settings WHERE company_id = ?')
    .pluck();
  // (the subscription's placeholder comes first in the text)
  const pushedRecipient = sqlite.prepare<[number, number], PushedRecipient>(
    pushedRecipientSql('?', '?'),
  );
  const fallBack = sqlite.prepare(fallBackSql('?', '?', '?'));

  function queue(requestId: number, plan: AlertPlan, now: number): void {
    for (const { kind, message } of plan.mails) deps.mail.enqueue(kind, message);
    for (const { subscriptions, kind, payload } of plan.pushes) {
      const text = JSON.stringify(payload);
      for (const id of subscriptions) insertJob.run(requestId, id, kind, text, now);
    }
  }

  return {
    /** The family's confirmation link */
    confirmLink(request: RequestRow, token: string, now: number): void {
      queue(request.id, plans.confirmLink(request, servicesOf(request.id), token), now);
    },

    /** Alerts one matched provider (in the confirmation's transaction); the channel it went by */
    alertProvider(request: RequestRow, provider: MatchedProvider, now: number): Channel {
      const subscriptions = provider.settings.push ? workingSubscriptions.all(provider.userId) : [];
      const plan = plans.providerAlert(
        request,
        servicesOf(request.id),
        provider,
        owner.get(provider.companyId)!,
        subscriptions,
      );
      queue(request.id, plan, now);
      return plan.channel;
    },

    /**
     * A `request` push to this subscription failed: if it was an open request's alert, the
     * provider is mailed it now (once), or nothing with e-mail turned off
     */
    mailInstead: sqlite.transaction((jobId: number, subscriptionId: number, now: number) => {
      const to = pushedRecipient.get(subscriptionId, jobId);
      if (!to) return;
      const request = reads.byId(to.requestId)!;
      const plan = plans.alertMail(
        request,
        servicesOf(request.id),
        to.distanceKm,
        owner.get(to.companyId)!,
        emailSetting.get(to.companyId) !== 0,
      );
      if (fallBack.run(plan.channel, to.requestId, to.companyId).changes === 1) {
        queue(request.id, plan, now);
      }
    }),

    /** A new offer: the family's mail, and a push to every subscription following the request */
    offerMade(request: RequestRow, companyId: number, totalCents: number, now: number): void {
      const company = owner.get(companyId)?.name ?? '';
      queue(
        request.id,
        plans.offerMade(request, company, totalCents, followers.all(request.id)),
        now,
      );
    },

    /** The family accepted: the chosen provider is mailed and pushed, the others thanked */
    accepted(request: RequestRow, acceptedId: number, declinedIds: number[], now: number): void {
      const to = owner.get(acceptedId);
      const accepted = to && {
        owner: to,
        subscriptions:
          pushSetting.get(acceptedId) === 0 ? null : workingSubscriptions.all(to.userId),
      };
      const declined = declinedIds.map((id) => owner.get(id));
      queue(request.id, plans.accepted(request, servicesOf(request.id), accepted, declined), now);
    },
  };
}
