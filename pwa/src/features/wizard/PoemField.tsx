import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICE_LIMITS } from '#domain/inputs/notice-input';
import { poemCreditLine } from '../../shared/notice/PoemCredit';
import { usePoems } from '../../shared/poems/query';
import { TextField, type WizardForm } from './fields';

/**
 * The poem: written by hand, or taken from the poem bank after reading it in full (the bank
 * opens below the field; choosing a poem fills the field, where it can still be edited).
 */
export function PoemField({ form }: { form: WizardForm }) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const [open, setOpen] = useState(false);

  return (
    <div className="wizard-poem">
      <TextField form={form} name="poem" hinted rows={6} counterMax={NOTICE_LIMITS.poemMax} />
      <button
        type="button"
        className="button button--quiet"
        aria-expanded={open}
        aria-controls={`${id}-bank`}
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'poems.close' : 'poems.open')}
      </button>
      <div id={`${id}-bank`} hidden={!open}>
        {open ? (
          <PoemBank
            onUse={(body) => {
              form.setValue('poem', body, { shouldDirty: true, shouldValidate: true });
              setOpen(false);
              form.setFocus('poem');
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

function PoemBank({ onUse }: { onUse: (body: string) => void }) {
  const { t } = useTranslation('wizard');
  const id = useId();
  const poems = usePoems();
  const [chosen, setChosen] = useState<number | null>(null);

  if (poems.isPending) {
    return (
      <p className="status-text" role="status">
        {t('poems.loading')}
      </p>
    );
  }
  if (poems.isError) {
    return (
      <p className="alert" role="alert">
        {t('poems.error')}{' '}
        <button type="button" className="link-button" onClick={() => void poems.refetch()}>
          {t('actions.retry')}
        </button>
      </p>
    );
  }
  if (poems.data.items.length === 0) {
    return <p className="status-text">{t('poems.empty')}</p>;
  }
  const selected = poems.data.items.find((poem) => poem.id === chosen) ?? null;
  return (
    <div className="poem-bank">
      <fieldset className="poem-bank__list">
        <legend>{t('poems.legend')}</legend>
        {poems.data.items.map((poem) => (
          <label key={poem.id} className="poem-bank__option">
            <input
              type="radio"
              name={`${id}-poem`}
              checked={chosen === poem.id}
              onChange={() => setChosen(poem.id)}
            />
            <span className="poem-bank__first-line">{poem.body.split('\n')[0]}</span>
          </label>
        ))}
      </fieldset>
      <section className="poem-bank__preview" aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`}>{t('poems.preview')}</h3>
        {selected ? (
          <>
            <p className="poem-bank__poem">{selected.body}</p>
            <p className="poem-bank__credit">{poemCreditLine(selected)}</p>
            <button type="button" className="button" onClick={() => onUse(selected.body)}>
              {t('poems.use')}
            </button>
          </>
        ) : (
          <p className="status-text">{t('poems.pick')}</p>
        )}
      </section>
    </div>
  );
}
