/**
 * The planner's smaller forms: its two dates, a task of one's own, the name a person gives once
 * (kept on this device), and sharing with family (the private link).
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDay } from '#domain/calendar/dates';
import { datesInOrder, PLANNER_LIMITS, type PlannerDates } from '#domain/rules/planner';
import { DateField } from '../../components/date/DateField';
import { FormField } from '../../components/form/FormField';
import type { ApiError } from '../../lib/api-error';
import { useOnline } from '../../lib/online';
import { pagePath } from '#domain/pages/page-links';

/** A typed day: null when empty, undefined while it is not a whole day yet */
function typedDay(text: string): string | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  return parseDay(value) ? value : undefined;
}

/** The date of death and the funeral date: saved once a whole day (or nothing) is typed */
export function DatesForm({
  dates,
  onSave,
}: {
  dates: PlannerDates;
  onSave: (dates: PlannerDates) => void;
}) {
  const { t } = useTranslation('planner');
  const id = useId();
  const [death, setDeath] = useState(dates.deathDate ?? '');
  const [funeral, setFuneral] = useState(dates.funeralDate ?? '');
  const [orderError, setOrderError] = useState(false);
  // another person's dates (a sync) show, unless a half-typed day is in the field
  const [shown, setShown] = useState(dates);
  if (shown.deathDate !== dates.deathDate || shown.funeralDate !== dates.funeralDate) {
    setShown(dates);
    if (typedDay(death) !== undefined) setDeath(dates.deathDate ?? '');
    if (typedDay(funeral) !== undefined) setFuneral(dates.funeralDate ?? '');
  }

  function change(nextDeath: string, nextFuneral: string) {
    setDeath(nextDeath);
    setFuneral(nextFuneral);
    const deathDate = typedDay(nextDeath);
    const funeralDate = typedDay(nextFuneral);
    if (deathDate === undefined || funeralDate === undefined) return;
    const next = { deathDate, funeralDate };
    const inOrder = datesInOrder(next);
    setOrderError(!inOrder);
    if (inOrder && (deathDate !== dates.deathDate || funeralDate !== dates.funeralDate)) {
      onSave(next);
    }
  }

  return (
    <fieldset className="planner-dates">
      <legend>{t('dates')}</legend>
      <DateField
        id={`${id}-death`}
        name="deathDate"
        label={t('deathDate')}
        calendarLabel={t('deathCalendar')}
        value={death}
        error={null}
        onChange={(value) => change(value, funeral)}
      />
      <DateField
        id={`${id}-funeral`}
        name="funeralDate"
        label={t('funeralDate')}
        calendarLabel={t('funeralCalendar')}
        value={funeral}
        error={orderError ? t('datesOrder') : null}
        onChange={(value) => change(death, value)}
      />
    </fieldset>
  );
}

/** A task of one's own: its title */
export function AddTaskForm({ onAdd }: { onAdd: (title: string) => void }) {
  const { t } = useTranslation('planner');
  const id = useId();
  const [title, setTitle] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = title.trim();
    if (!value) return;
    onAdd(value);
    setTitle('');
  }
  return (
    <form className="planner-add" onSubmit={submit}>
      <h2>{t('addHeading')}</h2>
      <FormField id={id} label={t('addTitle')}>
        {(control) => (
          <input
            {...control}
            className="input"
            maxLength={PLANNER_LIMITS.titleMax}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </FormField>
      <button type="submit" className="button">
        {t('add')}
      </button>
    </form>
  );
}

/** The name field of the name form and the share form */
function NameField({ name, onChange }: { name: string; onChange: (name: string) => void }) {
  const { t } = useTranslation('planner');
  const id = useId();
  return (
    <FormField id={id} label={t('share.name')} hint={t('share.nameHint')} required>
      {(control) => (
        <input
          {...control}
          className="input"
          autoComplete="name"
          maxLength={PLANNER_LIMITS.nameMax}
          value={name}
          onChange={(e) => onChange(e.target.value)}
          required
        />
      )}
    </FormField>
  );
}

/** The name a person gives once, before changing a shared planner */
export function WhoForm({ onSave }: { onSave: (name: string) => void }) {
  const { t } = useTranslation('planner');
  const [name, setName] = useState('');
  return (
    <form
      className="planner-who"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) onSave(name.trim());
      }}
    >
      <h2>{t('who.heading')}</h2>
      <p>{t('who.lead')}</p>
      <NameField name={name} onChange={setName} />
      <button type="submit" className="button">
        {t('who.save')}
      </button>
    </form>
  );
}

/** The private link of a shared planner, to copy */
export function SharedLink({ id, token }: { id: number; token: string }) {
  const { t } = useTranslation('planner');
  const fieldId = useId();
  const [copied, setCopied] = useState(false);
  const url = `${location.origin}${pagePath('plannerShared', { id })}?token=${token}`;
  return (
    <div className="planner-link">
      <FormField id={fieldId} label={t('share.link')} hint={t('share.linkHint')}>
        {(control) => (
          <input
            {...control}
            className="input"
            readOnly
            value={url}
            onFocus={(e) => e.target.select()}
          />
        )}
      </FormField>
      <button
        type="button"
        className="button button--quiet"
        onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
      >
        {t('share.copy')}
      </button>
      <p role="status" className="status-text">
        {copied ? t('share.copied') : ''}
      </p>
    </div>
  );
}

/** Sharing the device's planner: the sharer's name, then the private link */
export function ShareForm({
  savedName,
  onShare,
}: {
  savedName: string | null;
  onShare: (name: string) => Promise<void>;
}) {
  const { t } = useTranslation('planner');
  const online = useOnline();
  const [name, setName] = useState(savedName ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await onShare(name.trim());
    } catch (err) {
      setError((err as ApiError).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="planner-share" onSubmit={(event) => void submit(event)}>
      <p>{t('share.lead')}</p>
      <NameField name={name} onChange={setName} />
      {error ? <p className="alert">{error}</p> : null}
      {online ? null : <p className="status-text">{t('share.offline')}</p>}
      <button type="submit" className="button" disabled={busy || !online}>
        {busy ? t('share.sharing') : t('share.button')}
      </button>
    </form>
  );
}
