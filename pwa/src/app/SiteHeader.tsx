import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CandleIcon } from '../components/CandleIcon';

const LINKS = [
  { to: '/surmakuulutused', key: 'nav.notices' },
  { to: '/arasaatmisteated', key: 'nav.funeral' },
  { to: '/kaastundeavaldused', key: 'nav.condolences' },
  { to: '/malestuspaevad', key: 'nav.memorials' },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="brand" aria-label={t('app.homeLink')}>
          <CandleIcon className="brand__icon" size={28} />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="menu-button__bars" aria-hidden="true" />
          <span>{t('nav.menu')}</span>
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
          </ul>
        </nav>
      </div>
    </header>
  );
}
