import { useParams } from 'react-router-dom';
import { NotFound } from '#pwa/components/NotFound';
import { withQueries } from '#pwa/lib/QueryProvider';
import { isNumericId } from './ids';
import { CompaniesScreen } from './CompaniesScreen';
import { CompanyScreen } from './CompanyScreen';

/** /admin/ettevote/:id?: the list, or one company (an id that is no number is the 404 screen). */
export const CompaniesSection = withQueries(CompaniesRoute);

function CompaniesRoute() {
  const { id } = useParams();
  if (id === undefined) return <CompaniesScreen />;
  if (!isNumericId(id)) return <NotFound />;
  return <CompanyScreen key={id} id={Number(id)} />;
}
