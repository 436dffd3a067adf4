import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CandleIcon } from '../components/CandleIcon';
import { fitHeader } from './header-fit';
import { LOGIN_PATH, withNext } from '../lib/guard';
import { ADMIN_HOME_ROLE } from '../features/admin/access';
import { useSession } from '../lib/session';
import type { PagePath } from '#domain/pages/pages';

/** A provider's unread requests: a chunk of its own, loaded only for a user with a company. */
const ProviderUnread = lazy(() =>
  import('../features/provider/unread').then(async (m) => {
    await m.loadTexts();
    return { default: m.UnreadBadge };
  }),
);

const LINKS = [
  { to: '/surmakuulutused' satisfies PagePath, key: 'nav.notices' },
  { to: '/arasaatmisteated' satisfies PagePath, key: 'nav.funeral' },
  { to: '/kaastundeavaldused' satisfies PagePath, key: 'nav.condolences' },
  { to: '/malestuspaevad' satisfies PagePath, key: 'nav.memorials' },
  { to: '/matuseteenused' satisfies PagePath, key: 'nav.directory' },
  { to: '/artiklid' satisfies PagePath, key: 'nav.articles' },
  // the help pages: '/kasulikku' leads on to the guide, and the link stays lit on all of them
  { to: '/kasulikku' satisfies PagePath, key: 'nav.help' },
] as const;

/** Pages where "log in, then come back here" makes no sense */
const ACCOUNT_PAGES = /^\/(login|register|password)(\/|$)/;

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const session = useSession();
  // The menu belongs to the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  // "Logi sisse" or "Minu konto": in the bar with the menu button, last in the full menu.
  const [accountTo, accountKey] = session
    ? ['/konto' satisfies PagePath, 'titles.account']
    : [
        withNext(LOGIN_PATH, ACCOUNT_PAGES.test(pathname) ? null : pathname + search),
        'titles.login',
      ];
  const accountLink = (className: string) => (
    <NavLink to={accountTo} className={className}>
      {t(accountKey)}
    </NavLink>
  );

  return (
    <header className="site-header" ref={fitHeader}>
      <div className="container site-header__bar">
        <Link to={'/' satisfies PagePath} className="brand" aria-label={t('app.homeLink')}>
          <CandleIcon className="brand__icon" size={28} />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        {accountLink('site-header__account')}
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={t('nav.menu')}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="menu-button__bars" aria-hidden="true" />
          <span className="menu-button__label" aria-hidden="true">
            {t('nav.menu')}
          </span>
        </button>
        <nav
          id="site-nav"
          className={open ? 'site-nav is-open' : 'site-nav'}
          aria-label={t('nav.label')}
        >
          <ul className="site-nav__list">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className="site-nav__link"
                  // /surmakuulutused/harju is still "Teated"
                  end={false}
                >
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
            {session?.user.company ? (
              <li>
                <NavLink to={'/pakkuja/paringud' satisfies PagePath} className="site-nav__link">
                  {t('titles.providerRequests')}
                  <Suspense fallback={null}>
                    <ProviderUnread />
                  </Suspense>
                </NavLink>
              </li>
            ) : null}
            {session && session.user.role >= ADMIN_HOME_ROLE ? (
              <li>
                <NavLink to={'/admin' satisfies PagePath} className="site-nav__link">
                  {t('nav.admin')}
                </NavLink>
              </li>
            ) : null}
            <li className="site-nav__wide-only">{accountLink('site-nav__link')}</li>
            <li className="site-nav__cta-item">
              <Link className="button site-nav__cta" to={'/kaastundeavaldus' satisfies PagePath}>
                {t('nav.addNotice')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
