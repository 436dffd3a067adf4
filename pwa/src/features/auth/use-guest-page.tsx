import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeNext } from '../../lib/guard';
import { useSession } from '../../lib/session';
import { useViewReady } from '../../lib/view-ready';
import { pagePath } from '#domain/pages/page-links';

const accountPath = () => pagePath('account');

/**
 * /login and /register: `next` from the query (safe paths only); once a user is signed in,
 * whether before or by this very form, on to `next` (or `landing()`, by default /konto) —
 * `signedIn` says so.
 */
export function useGuestPage(landing: () => string = accountPath): {
  next: string | null;
  signedIn: boolean;
} {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  useViewReady(true);
  useEffect(() => {
    if (session) void navigate(next ?? landing(), { replace: true });
  }, [session, next, navigate, landing]);
  return { next, signedIn: session !== null };
}
