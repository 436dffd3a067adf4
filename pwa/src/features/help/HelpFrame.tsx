import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HelpContent, HelpPage, HelpSlug } from '#domain/pages/help-pages';
import { dayOfIso } from '#domain/calendar/day-text';
import { pagePath } from '#domain/pages/page-links';
import { LoadFailed, Loading } from '../../components/LoadState';
import { NotFound } from '../../components/NotFound';
import { NOT_SAVED_CODE } from '../../lib/sw-rules';
import { useViewReady } from '../../lib/view-ready';
import { useHelpPage } from '../../shared/help/api';

/**
 * A help page's frame: its title, lead and last review around the content, and the loading,
 * "not saved on this device" and error states. `children` draws the content of the right kind.
 */
export function HelpFrame<K extends HelpContent['kind']>({
  slug,
  kind,
  children,
  className = '',
}: {
  slug: HelpSlug;
  kind: K;
  children: (content: Extract<HelpContent, { kind: K }>, page: HelpPage) => ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('help');
  const query = useHelpPage(slug);
  useViewReady(query.isSuccess || query.isError);

  if (query.isError && query.error.status === 404) return <NotFound />;
  const page = query.data;
  return (
    <div className={`container narrow page help-page ${className}`}>
      {page ? (
        <>
          <header className="help-page__header">
            <h1>{page.title}</h1>
            <p className="page-lead">{page.lead}</p>
            <p className="help-page__reviewed">
              {t('reviewed', { date: dayOfIso(page.reviewedAt), who: page.reviewedBy })}
            </p>
          </header>
          {page.content.kind === kind
            ? children(page.content as Extract<HelpContent, { kind: K }>, page)
            : null}
        </>
      ) : query.isError ? (
        <LoadFailed
          message={query.error.code === NOT_SAVED_CODE ? t('notSaved') : t('loadError')}
          retry={query.refetch}
        />
      ) : (
        <Loading />
      )}
    </div>
  );
}

/** The other help pages and the tools a family needs next */
export function HelpLinks({ except }: { except: HelpSlug }) {
  const { t } = useTranslation('help');
  const links = [
    { to: pagePath('poemSamples'), slug: 'luuletuste-naidised', label: t('links.poems') },
    {
      to: pagePath('condolenceSamples'),
      slug: 'kaastundeavalduse-naidis',
      label: t('links.condolences'),
    },
    { to: pagePath('planner'), slug: null, label: t('links.planner') },
    { to: pagePath('directory'), slug: null, label: t('links.directory') },
  ].filter((link) => link.slug !== except);
  return (
    <nav className="help-page__more" aria-label={t('more')}>
      <h2>{t('more')}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
