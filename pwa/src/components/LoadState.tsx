import { useTranslation } from 'react-i18next';

/** "Laadin…" while a list loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading-line" role="status">
      {t('app.loading')}
    </p>
  );
}

/** A list that could not be loaded, with "Proovi uuesti". */
export function LoadFailed({ message, retry }: { message: string; retry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <p className="alert" role="alert">
      {message}{' '}
      <button type="button" className="link-button" onClick={() => void retry()}>
        {t('errors.retry')}
      </button>
    </p>
  );
}
