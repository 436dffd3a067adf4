/**
 * A company page's GET requests as path and parameters: one source for its queries (api.ts) and
 * for the request the page starts with the document (early.ts), so both name the same URL.
 */
import type { GetRequest } from '#pwa/lib/early-answers';

const COMPANY_REF = /^(?:[1-9]\d{0,15}|[a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** `/firma/:id` as the API takes it (the number or the slug); null when it cannot be one. */
export function parseCompanyRef(raw: string | undefined): string | null {
  return raw && raw.length <= 120 && COMPANY_REF.test(raw) ? raw : null;
}

export const companyRequests = {
  company: (ref: string): GetRequest => ({ path: `/api/companies/${ref}`, params: {} }),
};
