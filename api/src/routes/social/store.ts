/**
 * Social sign-ins in SQLite, every statement prepared once. One oauth_states row follows a
 * sign-in from start to hand-off; its expires_at is whatever deadline currently applies (the
 * callback's, then the hand-off code's), so expired rows can simply be purged. States, hand-off
 * codes and reviewer tokens are stored only as SHA-256 hashes.
 */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client';
import type { Reviewer, ReviewerSession, SocialProvider } from '../../../../db/domain/auth';
import { oauthStates, reviewerSessions, socialIdentities } from '../../../../db/schema';
import { liveToken, param, setParam } from '../../lib/placeholders';
import { hashToken, newToken } from '../../lib/tokens';
import type { FlowChecks, Profile } from '../../services/social/providers';

export const STATE_TTL_MS = 10 * 60_000;
export const HANDOFF_TTL_MS = 2 * 60_000;
export const REVIEWER_SESSION_TTL_MS = 30 * 24 * 3600_000;

export interface ClaimedState {
  id: number;
  checks: FlowChecks;
}

const reviewerColumns = {
  id: socialIdentities.id,
  provider: socialIdentities.provider,
  name: socialIdentities.name,
  email: socialIdentities.email,
  avatarUrl: socialIdentities.avatarUrl,
};

/** The claimed state's checks, as the provider's flow needs them again */
export const claimedState = (
  state: string,
  row: { id: number; codeVerifier: string; nonce: string } | undefined,
): ClaimedState | null =>
  row ? { id: row.id, checks: { state, codeVerifier: row.codeVerifier, nonce: row.nonce } } : null;

/** A new reviewer session: its token (handed out once), hash and expiry */
export function newReviewerSession(now: number) {
  const token = newToken();
  return { token, tokenHash: hashToken(token), expiresAt: now + REVIEWER_SESSION_TTL_MS };
}

export function createSocialStore({ db, sqlite }: Database) {
  const purgeStates = db
    .delete(oauthStates)
    .where(lte(oauthStates.expiresAt, param('now')))
    .prepare();
  const insertState = db
    .insert(oauthStates)
    .values({
      stateHash: param('stateHash'),
      provider: param('provider'),
      codeVerifier: param('codeVerifier'),
      nonce: param('nonce'),
      visitorHash: param('visitorHash'),
      returnTo: param('returnTo'),
      createdAt: param('now'),
      expiresAt: param('expiresAt'),
    })
    .prepare();
  // Consuming is one statement, so a state can never be used twice.
  const claimState = db
    .update(oauthStates)
    .set({ completedAt: setParam('now') })
    .where(
      and(
        eq(oauthStates.stateHash, param('stateHash')),
        eq(oauthStates.provider, param('provider')),
        eq(oauthStates.visitorHash, param('visitorHash')),
        gt(oauthStates.expiresAt, param('now')),
        isNull(oauthStates.completedAt),
      ),
    )
    .returning({
      id: oauthStates.id,
      codeVerifier: oauthStates.codeVerifier,
      nonce: oauthStates.nonce,
    })
    .prepare();
  const upsertIdentity = db
    .insert(socialIdentities)
    .values({
      provider: param('provider'),
      subject: param('subject'),
      name: param('name'),
      email: param('email'),
      avatarUrl: param('avatarUrl'),
    })
    .onConflictDoUpdate({
      target: [socialIdentities.provider, socialIdentities.subject],
      set: {
        name: sql`excluded.name`,
        email: sql`excluded.email`,
        avatarUrl: sql`excluded.avatar_url`,
      },
    })
    .returning({ id: socialIdentities.id })
    .prepare();
  const setHandoff = db
    .update(oauthStates)
    .set({
      identityId: setParam('identityId'),
      handoffHash: setParam('handoffHash'),
      expiresAt: setParam('expiresAt'),
    })
    .where(eq(oauthStates.id, param('id')))
    .prepare();
  const redeemHandoff = db
    .update(oauthStates)
    .set({ handoffUsedAt: setParam('now') })
    .where(
      and(
        eq(oauthStates.handoffHash, param('handoffHash')),
        eq(oauthStates.visitorHash, param('visitorHash')),
        gt(oauthStates.expiresAt, param('now')),
        isNull(oauthStates.handoffUsedAt),
      ),
    )
    .returning({ identityId: oauthStates.identityId, returnTo: oauthStates.returnTo })
    .prepare();
  const insertSession = db
    .insert(reviewerSessions)
    .values({
      identityId: param('identityId'),
      tokenHash: param('tokenHash'),
      createdAt: param('now'),
      expiresAt: param('expiresAt'),
    })
    .prepare();
  const reviewerById = db
    .select(reviewerColumns)
    .from(socialIdentities)
    .where(eq(socialIdentities.id, param('id')))
    .prepare();
  const sessionReviewer = db
    .select(reviewerColumns)
    .from(reviewerSessions)
    .innerJoin(socialIdentities, eq(socialIdentities.id, reviewerSessions.identityId))
    .where(liveToken(reviewerSessions, reviewerSessions.revokedAt))
    .prepare();
  const revokeSession = db
    .update(reviewerSessions)
    .set({ revokedAt: setParam('now') })
    .where(
      and(eq(reviewerSessions.tokenHash, param('tokenHash')), isNull(reviewerSessions.revokedAt)),
    )
    .prepare();

  const finish = sqlite.transaction(
    (stateId: number, provider: SocialProvider, profile: Profile, now: number): string => {
      const { subject, name, email, avatarUrl } = profile;
      const { id } = upsertIdentity.get({ provider, subject, name, email, avatarUrl })!;
      const code = newToken();
      setHandoff.run({
        identityId: id,
        handoffHash: hashToken(code),
        expiresAt: now + HANDOFF_TTL_MS,
        id: stateId,
      });
      return code;
    },
  );

  const redeem = sqlite.transaction(
    (
      code: string,
      visitorHash: string,
      now: number,
    ): (ReviewerSession & { returnTo: string }) | null => {
      const handoff = redeemHandoff.get({ now, handoffHash: hashToken(code), visitorHash });
      if (!handoff) return null;
      // set together with the hand-off hash (finish)
      const identityId = handoff.identityId!;
      const { token, tokenHash, expiresAt } = newReviewerSession(now);
      insertSession.run({ identityId, tokenHash, now, expiresAt });
      const user = reviewerById.get({ id: identityId })!;
      return { token, expiresAt, user, returnTo: handoff.returnTo };
    },
  );

  return {
    /** Remembers a sign-in that is leaving for the provider (purging the expired ones). */
    begin: sqlite.transaction(
      (
        provider: SocialProvider,
        checks: FlowChecks,
        visitorHash: string,
        returnTo: string,
        now: number,
      ): void => {
        purgeStates.run({ now });
        insertState.run({
          stateHash: hashToken(checks.state),
          provider,
          codeVerifier: checks.codeVerifier,
          nonce: checks.nonce,
          visitorHash,
          returnTo,
          now,
          expiresAt: now + STATE_TTL_MS,
        });
      },
    ),

    /**
     * Consumes the state the provider sent back: only once, before it expires, and only by the
     * browser (visitor) that started the sign-in. Null when any of that fails.
     */
    claim(
      provider: SocialProvider,
      state: string,
      visitorHash: string,
      now: number,
    ): ClaimedState | null {
      return claimedState(
        state,
        claimState.get({ now, stateHash: hashToken(state), provider, visitorHash }),
      );
    },

    /** Saves who signed in and returns the single-use hand-off code for the PWA. */
    finish: (stateId: number, provider: SocialProvider, profile: Profile, now: number): string =>
      finish(stateId, provider, profile, now),

    /** Trades a hand-off code (same visitor, in time, once) for a reviewer session. */
    redeem: (code: string, visitorHash: string, now: number) => redeem(code, visitorHash, now),

    reviewer: (token: string, now: number): Reviewer | undefined =>
      sessionReviewer.get({ tokenHash: hashToken(token), now }),

    revoke(token: string, now: number): void {
      revokeSession.run({ now, tokenHash: hashToken(token) });
    },
  };
}
