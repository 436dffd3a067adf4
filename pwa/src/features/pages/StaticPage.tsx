import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type HelpPage,
  type LegalSection,
  PRIVACY_SLUG,
  TERMS_SLUG,
} from '#domain/pages/help-pages';
import { dayInWords } from '#domain/calendar/month-names';
import { LoadFailed, Loading } from '../../components/LoadState';
import { NotFound } from '../../components/NotFound';
import { withQueries } from '../../lib/QueryProvider';
import { currentLanguage, registerNamespace } from '../../lib/i18n';
import { useRouteMeta } from '../../lib/route-meta';
import { CONTACT_EMAIL } from '../../lib/site';
import { NOT_SAVED_CODE } from '../../lib/sw-rules';
import { useViewReady } from '../../lib/view-ready';
import { useHelpPage } from '../../shared/help/api';
import { CONTACT_DETAILS } from './contact';
import pagesEt, { type PageTexts } from './texts/et';
import './pages.css';

const ContactForm = lazy(() => import('./ContactForm'));

/** Registers this chunk's texts with i18next (Estonian now, English or Russian when needed). */
export function loadPageTexts(): Promise<void> {
  return registerNamespace('pages', pagesEt, {
    en: () => import('./texts/en'),
    ru: () => import('./texts/ru'),
  });
}

/** /privaatsus, /tingimused, /kontakt — which one comes from the route meta's title. */
export function StaticPage() {
  return useRouteMeta().title === 'contact' ? <ContactPage /> : <LegalPage />;
}

function Sections({ sections }: { sections: LegalSection[] }) {
  return sections.map((section) => (
    <section key={section.heading} className="static-page__section">
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items ? (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}

/**
 * The privacy policy or the terms of use: a page of the help API (editable, seeded from
 * db/seed/content/legal-pages.ts) in the reader's language, its last review as the updated line.
 */
const LegalPage = withQueries(function LegalPage() {
  const { t } = useTranslation('pages');
  const slug = useRouteMeta().title === 'terms' ? TERMS_SLUG : PRIVACY_SLUG;
  const query = useHelpPage(slug);
  useViewReady(query.isSuccess || query.isError);

  if (query.isError && query.error.status === 404) return <NotFound />;
  const page = query.data;
  return (
    <div className="container narrow page static-page">
      {page?.content.kind === 'sections' ? (
        <>
          <h1>{page.title}</h1>
          <p className="page-lead">{page.lead}</p>
          <UpdatedLine reviewedAt={page.reviewedAt} />
          <Sections sections={page.content.sections} />
        </>
      ) : query.isError ? (
        <LoadFailed
          message={query.error.code === NOT_SAVED_CODE ? t('legal.notSaved') : t('legal.loadError')}
          retry={query.refetch}
        />
      ) : (
        <Loading />
      )}
    </div>
  );
});

/** "Viimati uuendatud 25. novembril 2026": the page's review day in the reader's language */
function UpdatedLine({ reviewedAt }: Pick<HelpPage, 'reviewedAt'>) {
  const { t } = useTranslation('pages');
  return (
    <p className="static-page__updated">
      {t('legal.updated', { date: dayInWords(reviewedAt, currentLanguage()) })}
    </p>
  );
}

function ContactPage() {
  const { t } = useTranslation('pages');
  const text = t('contact', { returnObjects: true }) as PageTexts['contact'];
  useViewReady(true);

  return (
    <div className="container narrow page static-page">
      <h1>{text.heading}</h1>
      <p className="page-lead">{text.lead}</p>
      <section className="contact-card" aria-labelledby="contact-details">
        <h2 id="contact-details">{t('contactLabels.details')}</h2>
        <dl className="contact-card__list">
          <div>
            <dt>{t('contactLabels.email')}</dt>
            <dd>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </dd>
          </div>
          <div>
            <dt>{t('contactLabels.phone')}</dt>
            <dd>
              <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{t('contactLabels.address')}</dt>
            <dd>
              {t('contactLabels.company')}, {CONTACT_DETAILS.address}
            </dd>
          </div>
          <div>
            <dt>{t('contactLabels.hours')}</dt>
            <dd>{t('contactLabels.hoursValue')}</dd>
          </div>
        </dl>
      </section>
      <Suspense fallback={null}>
        <ContactForm />
      </Suspense>
      <Sections sections={text.sections} />
    </div>
  );
}
