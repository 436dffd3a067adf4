import { useTranslation } from 'react-i18next';
import { CandleIcon } from '../components/CandleIcon';

/** Shown while the first screen's lazy chunk loads (the router's hydrate fallback). */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="app-loading" role="status">
      <CandleIcon size={40} flicker />
      <span>{t('app.loading')}</span>
    </div>
  );
}
