import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LANGUAGES, currentLanguage, isLanguage, setLanguage, type Language } from '../lib/i18n';
import { CONTACT_EMAIL } from '../lib/site';
import type { PagePath } from '#domain/pages/pages';

// the install button (beforeinstallprompt) or the iOS add-to-home-screen hint
const InstallOffer = lazy(() =>
  import('../features/pwa/PwaUi').then((m) => ({ default: m.InstallOffer })),
);

export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const active: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'et';

  async function choose(lng: Language) {
    if (lng === currentLanguage()) return;
    await setLanguage(lng);
    // server texts (county names, messages) follow the new locale
    const { queryClient } = await import('../lib/query-client');
    await queryClient.invalidateQueries();
  }

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">{t('app.name')}</p>
          <p>{t('footer.about')}</p>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          <Suspense fallback={null}>
            <InstallOffer />
          </Suspense>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="site-footer__links">
            <li>
              <Link to={'/privaatsus' satisfies PagePath}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={'/tingimused' satisfies PagePath}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={'/kontakt' satisfies PagePath}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={'/jalgitavad' satisfies PagePath}>{t('titles.following')}</Link>
            </li>
          </ul>
        </nav>
        <div className="language-switch" role="group" aria-labelledby="language-switch-label">
          <span id="language-switch-label" className="language-switch__label">
            {t('footer.language')}
          </span>
          <ul className="language-switch__list">
            {LANGUAGES.map((lng) => (
              <li key={lng}>
                <button
                  type="button"
                  lang={lng}
                  className="footer-button language-switch__button"
                  aria-pressed={active === lng}
                  onClick={() => void choose(lng)}
                >
                  {t(`languages.${lng}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p className="site-footer__attribution">{t('footer.attribution')}</p>
        <p>© {new Date().getFullYear()} Küünal</p>
      </div>
    </footer>
  );
}
