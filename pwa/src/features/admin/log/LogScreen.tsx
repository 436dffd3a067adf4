import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_ENTITY_KINDS, auditEntityKind } from '#domain/vocabulary/audit';
import { AUDIT_PERSON_MAX } from '#domain/inputs/admin-input';
import { formatDayTime } from '#domain/calendar/day-time';
import { SelectField } from '#pwa/components/form/SelectField';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useViewReady } from '#pwa/lib/view-ready';
import { AdminFilters, useFilterParams } from '../AdminFilters';
import { AdminResults } from '../AdminResults';
import { type AuditEntry, useAuditLog } from './api';
import { loadAdminLogTexts } from './texts';
import { loadModerationTexts } from '#pwa/shared/moderation/texts';

/** The registry's loader: the section's texts (and the moderation reasons' words), then its screen */
export async function loadScreen() {
  await Promise.all([loadAdminLogTexts(), loadModerationTexts()]);
  return LogScreen;
}

/** /admin/logi (role 10): the audit log, filtered by person, kind and days, newest first. */
const LogScreen = withQueries(LogScreenContent);

function LogScreenContent() {
  const { t } = useTranslation('adminLog');
  const { t: tAdmin } = useTranslation('admin');
  const id = useId();
  const { values, page, query: filter, key } = useFilterParams(['person', 'kind']);
  const query = useAuditLog(filter);
  useViewReady(!query.isPending);

  return (
    <>
      <h1>{t('heading')}</h1>
      <p className="page-lead">{t('lead')}</p>
      <AdminFilters
        key={key}
        search={{
          name: 'person',
          label: t('person'),
          maxLength: AUDIT_PERSON_MAX,
          value: values.person,
        }}
        errors={query.isError ? query.error.fields : {}}
      >
        <SelectField id={`${id}-kind`} label={t('kind')} name="kind" defaultValue={values.kind}>
          <option value="">{tAdmin('filter.all')}</option>
          {AUDIT_ENTITY_KINDS.map((k) => (
            <optgroup key={k} label={t(`kinds.${k}`)}>
              <option value={k}>
                {t(`kinds.${k}`)}: {tAdmin('filter.all').toLowerCase()}
              </option>
              {AUDIT_ACTIONS.filter((a) => auditEntityKind(a) === k).map((a) => (
                <option key={a} value={a}>
                  {t(`actions.${a}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </AdminFilters>
      <AdminResults
        query={query}
        page={page}
        as="ol"
        texts={{
          loadError: t('loadError'),
          empty: t('empty'),
          found: (count) => t('found', { count }),
        }}
        renderItem={(entry) => <LogEntry key={entry.id} entry={entry} />}
      />
    </>
  );
}

/** A value of a before/after object, short */
const shown = (value: unknown) =>
  typeof value === 'string' ? value : value === null ? '–' : JSON.stringify(value);

function LogEntry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('adminLog');
  const { t: tAdmin } = useTranslation('admin');
  const { t: tModeration } = useTranslation('moderation');
  /** A reason's words: a notice's hiding (admin's hideReasons), a reply's or review's (moderation's) */
  const reasonText = (kind: string, code: string) =>
    kind === 'notice'
      ? tAdmin(`hideReasons.${code}`, { defaultValue: code })
      : kind === 'reply' || kind === 'review'
        ? tModeration(`reasons.${code}`, { defaultValue: code })
        : code;
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  const reason = entry.reason ? reasonText(entry.entityKind, entry.reason) : null;
  return (
    <li className="admin-entry">
      <p className="admin-entry__meta">
        <time dateTime={new Date(entry.at).toISOString()}>{formatDayTime(entry.at)}</time>
      </p>
      <p className="admin-entry__title">
        {entry.actor.email} {t(`actions.${entry.action}`, { defaultValue: entry.action })}
      </p>
      <p>
        {t('record', {
          kind: t(`kindOne.${entry.entityKind}`, { defaultValue: entry.entityKind }),
          id: entry.entityId,
        })}
      </p>
      {reason ? <p>{t('reason', { reason })}</p> : null}
      {keys.length > 0 ? (
        <dl className="admin-entry__meta">
          {keys.map((key) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>
                {shown(entry.before?.[key] ?? null)} → {shown(entry.after?.[key] ?? null)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
