/**
 * The request alerts on PostgreSQL (alerts.ts decides and writes them): read on the caller's
 * transaction, then the mails queued with enqueueMail and the push jobs inserted there. The
 * caller kicks the mail sender after its commit.
 */
import type { AppDeps } from '../../context';
import type { ServiceRef } from '#domain/inputs/service-requests';
import { enqueueMail } from '../../stores/mail-queue.pg';
import { all, get, run, statement, value, type Queryable } from '../../stores/pg/sql';
import {
  fallBackSql,
  pushedRecipientSql,
  requestAlertPlans,
  type AlertPlan,
  type Channel,
  type ProviderOwner,
  type PushedRecipient,
} from './alerts';
import type { MatchedProvider } from './matching';
import type { RequestRow } from './rules';
import type { pgRequestReads } from './store.pg';

const workingSubscriptions = statement(
  'requests_alert_subscriptions',
  'SELECT id FROM push_subscriptions WHERE user_id = $1 AND failures = 0 ORDER BY id',
);
const followers = statement(
  'requests_alert_followers',
  'SELECT subscription_id AS id FROM request_follows WHERE request_id = $1',
);
const insertJob = statement(
  'requests_alert_job',
  `INSERT INTO push_jobs (request_id, subscription_id, kind, payload, count, due_at)
   SELECT $1, s, $3, $4, 1, $5 FROM unnest($2::int[]) AS s`,
);
const owner = statement(
  'requests_alert_owner',
  `SELECT u.id AS "userId", u.email, c.name FROM companies c JOIN users u ON u.id = c.owner_user_id
   WHERE c.id = $1`,
);
const pushSetting = statement(
  'requests_alert_push_setting',
  'SELECT push FROM provider_settings WHERE company_id = $1',
);
const emailSetting = statement(
  'requests_alert_email_setting',
  'SELECT email FROM provider_settings WHERE company_id = $1',
);
const pushedRecipient = statement('requests_alert_pushed', pushedRecipientSql('$1', '$2'));
const fallBack = statement('requests_alert_fall_back', fallBackSql('$1', '$2', '$3'));

const ids = async (q: Queryable, sql: typeof followers, id: number) =>
  (await all<{ id: number }>(q, sql, [id])).map((r) => r.id);
const ownerOf = (q: Queryable, companyId: number) => get<ProviderOwner>(q, owner, [companyId]);

export function createPgRequestAlerts(
  deps: Pick<AppDeps, 'publicUrl' | 'secret'>,
  reads: Pick<typeof pgRequestReads, 'servicesOf' | 'byId'>,
) {
  const { servicesOf } = reads;
  const plans = requestAlertPlans(deps);

  async function queue(q: Queryable, requestId: number, plan: AlertPlan, now: number) {
    for (const { kind, message } of plan.mails) await enqueueMail(q, kind, message, now);
    for (const { subscriptions, kind, payload } of plan.pushes) {
      if (subscriptions.length)
        await run(q, insertJob, [requestId, subscriptions, kind, payload, now]);
    }
  }

  return {
    /** The family's confirmation link */
    async confirmLink(q: Queryable, request: RequestRow, token: string, now: number) {
      const plan = plans.confirmLink(request, await servicesOf(q, request.id), token);
      await queue(q, request.id, plan, now);
    },

    /** Alerts one matched provider (in the confirmation's transaction); the channel it went by */
    async alertProvider(
      q: Queryable,
      request: RequestRow,
      services: readonly ServiceRef[],
      provider: MatchedProvider,
      now: number,
    ): Promise<Channel> {
      const subscriptions = provider.settings.push
        ? await ids(q, workingSubscriptions, provider.userId)
        : [];
      const to = (await ownerOf(q, provider.companyId))!;
      const plan = plans.providerAlert(request, services, provider, to, subscriptions);
      await queue(q, request.id, plan, now);
      return plan.channel;
    },

    /**
     * A `request` push to this subscription failed: if it was an open request's alert, the
     * provider is mailed it now (once), or nothing with e-mail turned off (alerts.ts)
     */
    async mailInstead(q: Queryable, jobId: number, subscriptionId: number, now: number) {
      const to = await get<PushedRecipient>(q, pushedRecipient, [jobId, subscriptionId]);
      if (!to) return;
      const request = (await reads.byId(q, to.requestId))!;
      const plan = plans.alertMail(
        request,
        await servicesOf(q, request.id),
        to.distanceKm,
        (await ownerOf(q, to.companyId))!,
        (await value<boolean>(q, emailSetting, [to.companyId])) !== false,
      );
      if ((await run(q, fallBack, [plan.channel, to.requestId, to.companyId])) === 1) {
        await queue(q, request.id, plan, now);
      }
    },

    /** A new offer: the family's mail, and a push to every subscription following the request */
    async offerMade(
      q: Queryable,
      request: RequestRow,
      companyId: number,
      totalCents: number,
      now: number,
    ) {
      const company = (await ownerOf(q, companyId))?.name ?? '';
      const plan = plans.offerMade(
        request,
        company,
        totalCents,
        await ids(q, followers, request.id),
      );
      await queue(q, request.id, plan, now);
    },

    /** The family accepted: the chosen provider is mailed and pushed, the others thanked */
    async accepted(
      q: Queryable,
      request: RequestRow,
      acceptedId: number,
      declinedIds: readonly number[],
      now: number,
    ) {
      const to = await ownerOf(q, acceptedId);
      const pushOff = (await value<boolean>(q, pushSetting, [acceptedId])) === false;
      const accepted = to && {
        owner: to,
        subscriptions: pushOff ? null : await ids(q, workingSubscriptions, to.userId),
      };
      const declined = [];
      for (const id of declinedIds) declined.push(await ownerOf(q, id));
      const services = await servicesOf(q, request.id);
      await queue(q, request.id, plans.accepted(request, services, accepted, declined), now);
    },
  };
}
