import { useTranslation } from 'react-i18next';
import { ActionButton } from '#pwa/components/actions';
import { LoadFailed } from '#pwa/components/LoadState';
import { withQueries } from '#pwa/lib/QueryProvider';
import { formatDayTime } from '#domain/calendar/day-time';
import { useAcknowledgeAlert, useOpenAlerts } from './api';

/**
 * The admin home's alerts (role 10): what the site's jobs asked a person to look at (a refund
 * made automatically, mail that failed, a help page not reviewed for a year…), newest first,
 * each marked seen by a press (the audit log keeps who did).
 */
export const AlertsPanel = withQueries(AlertsPanelContent);

function AlertsPanelContent() {
  const { t } = useTranslation('admin');
  const query = useOpenAlerts();
  const acknowledge = useAcknowledgeAlert();

  let body;
  if (query.isPending) body = null;
  else if (query.isError) {
    body = (
      <LoadFailed
        message={`${t('alerts.loadError')} ${query.error.message}`}
        retry={query.refetch}
      />
    );
  } else if (query.data.total === 0) {
    body = <p className="status-text">{t('alerts.none')}</p>;
  } else {
    body = (
      <>
        <p className="status-text" role="status">
          {t('alerts.open', { count: query.data.total })}
        </p>
        <ul className="admin-entries">
          {query.data.items.map((alert) => (
            <li key={alert.id} className="admin-entry">
              <p className="admin-entry__title">{alert.message}</p>
              <p className="admin-entry__meta">
                <time dateTime={new Date(alert.createdAt).toISOString()}>
                  {formatDayTime(alert.createdAt)}
                </time>{' '}
                · {alert.kind}
              </p>
              <div className="admin-entry__actions">
                <ActionButton
                  busy={acknowledge.isPending && acknowledge.variables === alert.id}
                  onClick={() => acknowledge.mutate(alert.id)}
                  label={t('alerts.seenLabel', { message: alert.message })}
                >
                  {t('alerts.seen')}
                </ActionButton>
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="admin-alerts-heading">
      <h2 id="admin-alerts-heading">{t('alerts.heading')}</h2>
      {body}
    </section>
  );
}
