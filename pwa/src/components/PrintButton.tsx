import { useTranslation } from 'react-i18next';

/**
 * "Prindi": the browser's print dialog for the page. The page's print stylesheet leaves the
 * site's frame out (app/layout.css), and this button with it.
 */
export function PrintButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={['button button--quiet print-button', className].filter(Boolean).join(' ')}
      onClick={() => window.print()}
    >
      {t('app.print')}
    </button>
  );
}
