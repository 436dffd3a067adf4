import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { claimInput } from '#domain/inputs/company-input';
import { FieldNotes } from '#pwa/components/form/FormField';
import { TextField } from '#pwa/components/form/fields';
import { useSchemaForm } from '#pwa/components/form/schema-form';
import { useSending } from '#pwa/components/form/use-sending';
import { useFieldMessage } from '#pwa/components/form/schema-form';
import { type CompanyHit, ownerApi, useCompanySearch } from './api';

/**
 * Claiming a company: find it by name, give its registry code (checked here as the server
 * checks it), and the confirmation link goes to the company's listed e-mail. `onSent` runs
 * after the server took the claim (the screen then shows it as pending).
 */
export function ClaimForm({ onSent }: { onSent: () => Promise<unknown> }) {
  const { t } = useTranslation('owner');
  const form = useSchemaForm(claimInput, {
    texts: 'owner',
    defaultValues: { companyId: undefined, registryCode: '' },
  });
  const [chosen, setChosen] = useState<CompanyHit | null>(null);
  const sending = useSending(form, async (values) => {
    await ownerApi.claim(values);
    await onSent();
  });

  return (
    <form className="owner-claim" onSubmit={sending.submit} noValidate>
      <p className="page-lead">{t('claim.lead')}</p>
      {sending.failure ? (
        <div className="alert" role="alert">
          {sending.failure}
        </div>
      ) : null}
      <CompanyPicker
        form={form}
        chosen={chosen}
        onChoose={(company) => {
          setChosen(company);
          form.setValue('companyId', company.id, { shouldValidate: true });
        }}
      />
      <TextField
        form={form}
        name="registryCode"
        label={t('claim.registryCode')}
        hint={t('claim.registryCodeHint')}
        required
        input={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 12, required: true }}
      />
      <button type="submit" className="button">
        {t('claim.submit')}
      </button>
    </form>
  );
}

/** The company search: a name field and the matches as a group of radio buttons. */
function CompanyPicker({
  form,
  chosen,
  onChoose,
}: {
  form: ReturnType<typeof useSchemaForm<typeof claimInput>>;
  chosen: CompanyHit | null;
  onChoose: (company: CompanyHit) => void;
}) {
  const { t } = useTranslation('owner');
  const id = useId();
  const [name, setName] = useState('');
  const query = name.trim();
  const search = useCompanySearch(query);
  const message = useFieldMessage(form, 'companyId');
  const companyId = useWatch({ control: form.control, name: 'companyId' });
  const hits = search.data?.items ?? [];
  return (
    <div className="field owner-search">
      <label htmlFor={id}>{t('claim.search')}</label>
      <input
        id={id}
        className="input"
        type="search"
        value={name}
        autoComplete="off"
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <FieldNotes id={id} hint={t('claim.searchHint')} error={message} />
      {query.length >= 2 && search.isSuccess ? (
        hits.length ? (
          <fieldset className="owner-search__results">
            <legend>{t('claim.results')}</legend>
            {hits.map((hit) => (
              <label key={hit.id} className="checkbox">
                <input
                  type="radio"
                  name={`${id}-company`}
                  checked={companyId === hit.id}
                  disabled={hit.verified}
                  onChange={() => onChoose(hit)}
                />
                <span>
                  {hit.name}
                  {hit.verified ? ` (${t('claim.claimed')})` : null}
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="status-text" role="status">
            {t('claim.noResults')}
          </p>
        )
      ) : null}
      {chosen ? <p className="status-text">{t('claim.chosen', { name: chosen.name })}</p> : null}
    </div>
  );
}
