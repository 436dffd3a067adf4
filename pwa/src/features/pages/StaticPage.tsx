import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../lib/i18n';
import { useRouteMeta } from '../../lib/route-meta';
import { CONTACT_EMAIL } from '../../lib/site';
import { useViewReady } from '../../lib/view-ready';
import { CONTACT_DETAILS } from './contact';
import pagesEt, { type StaticPageText } from './texts/et';
import './pages.css';

const ContactForm = lazy(() => import('./ContactForm'));

/** Registers this chunk's texts with i18next (Estonian now, English or Russian when needed). */
export function loadPageTexts(): Promise<void> {
  return registerNamespace('pages', pagesEt, {
    en: () => import('./texts/en'),
    ru: () => import('./texts/ru'),
  });
}

type PageKey = 'privacy' | 'terms' | 'contact';

function pageOf(title: string | undefined): PageKey {
  return title === 'terms' || title === 'contact' ? title : 'privacy';
}

/** /privaatsus, /tingimused, /kontakt — which one comes from the route meta's title. */
export function StaticPage() {
  const { t } = useTranslation('pages');
  const page = pageOf(useRouteMeta().title);
  const text = t(page, { returnObjects: true }) as StaticPageText;
  useViewReady(true);

  return (
    <div className="container narrow page static-page">
      <h1>{text.heading}</h1>
      <p className="page-lead">{text.lead}</p>
      {text.updated ? <p className="static-page__updated">{text.updated}</p> : null}

      {page === 'contact' ? (
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
      ) : null}
      {page === 'contact' ? (
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      ) : null}

      {text.sections.map((section) => (
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
      ))}
    </div>
  );
}
