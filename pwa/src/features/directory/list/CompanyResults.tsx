import { PagedList } from '#pwa/components/PagedResults';
import { type CompanyQuery, LIST_STEP, useCompanyList } from '../api';
import { CompanyListItem } from './CompanyListItem';

const companyElementId = (company: { id: number }) => `company-${company.id}`;

/**
 * The companies of a query, 12 per step with "Näita rohkem" (the notices' paging: a keyboard
 * user continues from the first new item). The directory and a service's page both use it.
 */
export function CompanyResults({ query, resetTo }: { query: CompanyQuery; resetTo: string }) {
  return (
    <PagedList
      ns="directory"
      block="directory"
      query={useCompanyList(query)}
      idOf={companyElementId}
      list={{ as: 'ol', className: 'company-list' }}
      renderItem={(company) => <CompanyListItem company={company} />}
      resetTo={resetTo}
      step={LIST_STEP}
    />
  );
}
