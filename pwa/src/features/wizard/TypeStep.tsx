import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NOTICE_TYPES, type NoticeType } from '#domain/vocabulary/notice-types';
import { PAGE_PATHS } from '#domain/pages/pages';
import { TYPE_KEYS } from '../../shared/notice/format';
import { StepHeading } from './WizardFrame';

/**
 * The first step: which kind of notice. Radio buttons in a fieldset (arrow keys move between
 * them), then "Jätka". Used again to change the type of a draft ("Muuda teate liiki").
 */
export function TypeStep({
  value,
  onChoose,
  busy = false,
}: {
  value: NoticeType | null;
  onChoose: (type: NoticeType) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const [chosen, setChosen] = useState<NoticeType | null>(value);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (chosen === null) {
      setMissing(true);
      document.getElementById(`${id}-${NOTICE_TYPES[0]}`)?.focus();
      return;
    }
    onChoose(chosen);
  }

  return (
    <form className="wizard-step" onSubmit={submit} noValidate>
      <StepHeading>{t('type.heading')}</StepHeading>
      <fieldset
        className="wizard-types"
        aria-describedby={missing ? `${id}-error` : undefined}
        aria-invalid={missing || undefined}
      >
        <legend className="visually-hidden">{t('type.heading')}</legend>
        {missing ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {t('validation.type')}
          </p>
        ) : null}
        {NOTICE_TYPES.map((type) => (
          <div key={type} className="wizard-type">
            <input
              id={`${id}-${type}`}
              type="radio"
              name="type"
              value={type}
              checked={chosen === type}
              aria-describedby={`${id}-${type}-text`}
              onChange={() => {
                setChosen(type);
                setMissing(false);
              }}
            />
            <label htmlFor={`${id}-${type}`} className="wizard-type__title">
              {t(`type.${TYPE_KEYS[type]}.title`)}
            </label>
            <p id={`${id}-${type}-text`} className="wizard-type__hint">
              {t(`type.${TYPE_KEYS[type]}.text`)}
            </p>
          </div>
        ))}
      </fieldset>
      <div className="wizard-actions">
        <button type="submit" className={busy ? 'button is-busy' : 'button'} aria-disabled={busy}>
          {t('actions.next')}
        </button>
        <Link to={PAGE_PATHS.drafts} className="wizard-actions__link">
          {t('type.drafts')}
        </Link>
      </div>
    </form>
  );
}
