import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CandleIcon } from '#pwa/components/CandleIcon';
import { type Language, currentLanguage, setLanguage } from '#pwa/lib/i18n';
import './home.css';
import type { PagePath } from '#domain/pages/pages';
import { Banners } from '#pwa/shared/banners/Banners';

const NOTICES_PATH = '/surmakuulutused' satisfies PagePath;

/**
 * The first screen: light on purpose. The hero, search and "how it works" are static; the
 * latest notices (`latest`, LatestNotices) are a chunk of their own that the route loads.
 */
export function HomeScreen({ language, latest }: { language?: Language; latest: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const searchId = useId();

  // /et and /en switch the UI language (docs/pwa.md: home paths)
  useEffect(() => {
    if (language && language !== currentLanguage()) void setLanguage(language);
  }, [language]);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = name.trim();
    void navigate(
      value ? `${NOTICES_PATH}?${new URLSearchParams({ name: value }).toString()}` : NOTICES_PATH,
    );
  }

  return (
    <>
      <section className="hero" aria-labelledby="home-heading">
        <div className="container hero__inner">
          <div className="hero__candle" aria-hidden="true">
            <span className="hero__glow" />
            <CandleIcon size={72} flicker />
          </div>
          <h1 id="home-heading" className="hero__title">
            {t('home.heading')}
          </h1>
          <p className="hero__tagline">{t('app.tagline')}</p>
          <p className="hero__lead">{t('home.lead')}</p>
          <form className="hero__search" role="search" onSubmit={search}>
            <label htmlFor={searchId} className="hero__search-label">
              {t('home.searchLabel')}
            </label>
            <div className="hero__search-row">
              <input
                id={searchId}
                className="input hero__search-input"
                type="search"
                name="name"
                autoComplete="off"
                enterKeyHint="search"
                maxLength={100}
                placeholder={t('home.searchPlaceholder')}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <button type="submit" className="button hero__search-button">
                {t('home.searchButton')}
              </button>
            </div>
          </form>
        </div>
      </section>

      <section className="container home-section" aria-labelledby="latest-heading">
        <div className="home-section__head">
          <h2 id="latest-heading">{t('home.latest')}</h2>
          <Link to={NOTICES_PATH} className="home-section__more">
            {t('home.allNotices')}
          </Link>
        </div>
        {latest}
        <nav className="home-browse" aria-label={t('home.browse')}>
          <ul>
            <li>
              <Link className="pill" to={'/arasaatmisteated' satisfies PagePath}>
                {t('nav.funeral')}
              </Link>
            </li>
            <li>
              <Link className="pill" to={'/kaastundeavaldused' satisfies PagePath}>
                {t('nav.condolences')}
              </Link>
            </li>
            <li>
              <Link className="pill" to={'/malestuspaevad' satisfies PagePath}>
                {t('nav.memorials')}
              </Link>
            </li>
          </ul>
        </nav>
      </section>

      <section className="home-how" aria-labelledby="how-heading">
        <div className="container">
          <h2 id="how-heading">{t('home.howHeading')}</h2>
          <ol className="home-how__steps">
            {(['type', 'data', 'pay'] as const).map((step) => (
              <li key={step} className="home-how__step">
                <h3>{t(`home.howSteps.${step}.title`)}</h3>
                <p>{t(`home.howSteps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
          <Link className="button" to={'/kaastundeavaldus' satisfies PagePath}>
            {t('home.cta')}
          </Link>
        </div>
      </section>
      <div className="container">
        <Banners placement="home" />
      </div>
    </>
  );
}
