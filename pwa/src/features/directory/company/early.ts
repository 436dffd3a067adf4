/**
 * What a company page asks for with the document (lib/early-requests.ts): the company, as its
 * screen's first query does (CompanyScreen). Its reviews wait for the company's id.
 */
import type { EarlyRequests } from '#pwa/lib/early-requests';
import { companyRequests, parseCompanyRef } from './requests';

export const earlyCompanyRequests: EarlyRequests = ({ params, request }) => {
  const ref = parseCompanyRef(params.id);
  if (ref !== null) request(companyRequests.company(ref));
};
