/**
 * The family's keys to their request page (decision 0092): the token issued when the request
 * was sent (only its SHA-256 is stored; it is in the confirmation mail) and the mail token that
 * every later mail to the family carries. The raw token is gone once the request is stored, so
 * a later mail (a new offer) cannot repeat it; its mail token is an HMAC, under a key derived
 * from the server secret, of the request's id and stored token hash: the same for every mail of
 * one request, nothing stored, the first link left working. A request deleted (its hash gone)
 * or a server secret changed leaves the mail token opening nothing.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { familyRequestPath } from '#domain/inputs/service-requests';
import { DomainError } from '../../lib/errors';
import { hashToken, sameSecret } from '../../lib/tokens';

/** What a request's keys are derived from */
interface Keyed {
  id: number;
  tokenHash: string;
}

export function familyLinks(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'kyynal:request-mail-token', 32));
  const mailToken = (request: Keyed) =>
    createHmac('sha256', key).update(`${request.id}:${request.tokenHash}`).digest('base64url');

  return {
    /** The path `/hinnaparing/:id?token=…` with the given token */
    path: (id: number, token: string) =>
      `${familyRequestPath(id)}?token=${encodeURIComponent(token)}`,

    /** The token a later mail to the family carries */
    mailToken,

    /** The request the token opens; a wrong token is the same 404 as a missing request */
    openedBy<R extends Keyed>(row: R | undefined, token: string): R {
      if (
        !row ||
        !(sameSecret(hashToken(token), row.tokenHash) || sameSecret(token, mailToken(row)))
      ) {
        throw new DomainError('not_found', 'request_not_found', 'requests.notFound', 'token');
      }
      return row;
    },
  };
}
