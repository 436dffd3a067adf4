/**
 * What a service request tells people, queued in the transaction of the change that causes it
 * (part of the SQLite adapter: the request and provider stores call it inside their methods):
 * push jobs (one per subscription, sent by the push worker) and mails (the mail outbox).
 *   request_confirm   the family's confirmation link
 *   request_alert     a provider's alert when push is off or they have no working subscription
 *                     (push job kind `request`, opening the provider's view of the request)
 *   request_offer     the family, for every new offer (and a `request_offer` push to the
 *                     subscriptions that follow the request)
 *   request_accepted  the provider whose offer was accepted (and a `request` push)
 *   request_declined  the other providers who made an offer
 * Providers' mails and pushes are Estonian (like the claim mails); the family's speak the
 * language they sent the request in.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { formatEuro } from '../../../../db/domain/money';
import type { PushPayload } from '../../../../db/domain/push';
import { dayOfIso } from '../../../../db/domain/day-text';
import {
  familyRequestPath,
  providerRequestPath,
  settlementName,
  type ServiceRef,
} from '../../../../db/domain/service-requests';
import type { AppDeps } from '../../context';
import { translator } from '../../lib/i18n';
import type { MatchedProvider } from './matching';
import type { RequestRow } from './store';

type Channel = 'push' | 'email' | 'none';

export function createRequestAlerts(
  deps: Pick<AppDeps, 'mail' | 'publicUrl'>,
  sqlite: BetterSqlite3.Database,
  /** A request's services in the directory's order */
  servicesOf: (requestId: number) => ServiceRef[],
) {
  const et = translator('et');
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
  const owner = sqlite.prepare<[number], { userId: number; email: string; name: string }>(
    `SELECT u.id AS userId, u.email, c.name FROM companies c JOIN users u ON u.id = c.owner_user_id
     WHERE c.id = ?`,
  );
  const pushSetting = sqlite
    .prepare<[number], number>('SELECT push FROM provider_settings WHERE company_id = ?')
    .pluck();

  const link = (path: string) => `${deps.publicUrl}${path}`;
  const serviceNames = (request: RequestRow) =>
    servicesOf(request.id)
      .map((s) => s.name)
      .join(', ');
  const where = (request: RequestRow) => ({
    services: serviceNames(request),
    settlement: settlementName(request),
  });

  function push(
    subscriptions: readonly number[],
    requestId: number,
    kind: 'request' | 'request_offer',
    payload: PushPayload,
    now: number,
  ): void {
    const text = JSON.stringify(payload);
    for (const id of subscriptions) insertJob.run(requestId, id, kind, text, now);
  }

  /** Pushes to a provider company's owner, unless they turned push off; false when nothing went */
  function pushProvider(companyId: number, payload: PushPayload, requestId: number, now: number) {
    const to = owner.get(companyId);
    if (!to || pushSetting.get(companyId) === 0) return false;
    const subscriptions = workingSubscriptions.all(to.userId);
    push(subscriptions, requestId, 'request', payload, now);
    return subscriptions.length > 0;
  }

  return {
    /** The family's confirmation link */
    confirmLink(request: RequestRow, token: string): void {
      const t = translator(request.locale);
      deps.mail.enqueue('request_confirm', {
        to: request.contactEmail,
        subject: t('requests.confirmSubject'),
        text: `${t('requests.confirmBody', {
          name: request.contactName,
          ...where(request),
          count: request.maxProviders,
          link: `${link(familyRequestPath(request.id))}?token=${token}`,
        })}\n\n${t('mail.signOff')}`,
      });
    },

    /**
     * Alerts one matched provider (called in the confirmation's transaction): a push to each of
     * their working subscriptions, or else a mail; the channel it went by.
     */
    alertProvider(request: RequestRow, provider: MatchedProvider, now: number): Channel {
      const to = owner.get(provider.companyId)!;
      const place = where(request);
      const url = providerRequestPath(request.id);
      if (provider.settings.push) {
        const subscriptions = workingSubscriptions.all(provider.userId);
        if (subscriptions.length) {
          const date = request.funeralDate ? `, ${dayOfIso(request.funeralDate)}` : '';
          push(
            subscriptions,
            request.id,
            'request',
            {
              title: et('requests.pushAlertTitle', { settlement: place.settlement }),
              body: `${place.services}${date} · ${Math.round(provider.distanceKm)} km`,
              url,
              tag: `request-${request.id}`,
            },
            now,
          );
          return 'push';
        }
      }
      if (!provider.settings.email) return 'none';
      deps.mail.enqueue('request_alert', {
        to: to.email,
        subject: et('requests.alertSubject', place),
        text: `${et('requests.alertBody', {
          ...place,
          distance: Math.round(provider.distanceKm),
          date: request.funeralDate ? dayOfIso(request.funeralDate) : et('requests.noDate'),
          asked: request.providersAsked,
          link: link(url),
        })}\n\n${et('mail.signOff')}`,
      });
      return 'email';
    },

    /** A new offer: the family's mail, and a push to every subscription following the request */
    offerMade(request: RequestRow, companyId: number, totalCents: number, now: number): void {
      const t = translator(request.locale);
      const company = owner.get(companyId)?.name ?? '';
      const total = formatEuro(totalCents);
      deps.mail.enqueue('request_offer', {
        to: request.contactEmail,
        subject: t('requests.offerSubject'),
        text: `${t('requests.offerBody', {
          name: request.contactName,
          company,
          total,
          link: link(familyRequestPath(request.id)),
        })}\n\n${t('mail.signOff')}`,
      });
      push(
        followers.all(request.id),
        request.id,
        'request_offer',
        {
          title: t('requests.pushOfferTitle'),
          body: `${company}: ${total}`,
          url: familyRequestPath(request.id),
          tag: `request-offer-${request.id}`,
        },
        now,
      );
    },

    /** The family accepted: the chosen provider is mailed and pushed, the others thanked */
    accepted(request: RequestRow, acceptedId: number, declinedIds: number[], now: number): void {
      const place = where(request);
      const url = providerRequestPath(request.id);
      const to = owner.get(acceptedId);
      if (to) {
        deps.mail.enqueue('request_accepted', {
          to: to.email,
          subject: et('requests.acceptedSubject'),
          text: `${et('requests.acceptedBody', { ...place, link: link(url) })}\n\n${et('mail.signOff')}`,
        });
        pushProvider(
          acceptedId,
          {
            title: et('requests.pushAcceptedTitle'),
            body: et('requests.pushAcceptedBody', place),
            url,
            tag: `request-accepted-${request.id}`,
          },
          request.id,
          now,
        );
      }
      for (const companyId of declinedIds) {
        const declined = owner.get(companyId);
        if (!declined) continue;
        deps.mail.enqueue('request_declined', {
          to: declined.email,
          subject: et('requests.declinedSubject'),
          text: `${et('requests.declinedBody', place)}\n\n${et('mail.signOff')}`,
        });
      }
    },
  };
}
