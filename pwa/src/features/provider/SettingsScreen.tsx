/**
 * `/pakkuja/seaded`: which requests alert the provider and how: a radius around the company or a
 * set of counties, the services (none: every service the company offers), push to this device
 * and e-mail. Turning push on subscribes this browser (the signed-in subscription is the
 * provider's: the API links it to the user).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldNotes } from '../../components/form/FormField';
import { FormSuccess } from '../../components/actions';
import { LoadFailed, Loading } from '../../components/LoadState';
import type { ApiError } from '../../lib/api-error';
import { withQueries } from '../../lib/QueryProvider';
import { useViewReady } from '../../lib/view-ready';
import { useCounties } from '../../shared/counties/query';
import { subscribe } from '../../shared/push/subscription';
import { useServices } from '../../shared/services/query';
import { type ProviderSettings, providerApi, providerQueries } from './api';
import './provider.css';

export const SettingsScreen = withQueries(SettingsContent);

function SettingsContent() {
  const { t } = useTranslation(['provider', 'translation']);
  const settings = useQuery(providerQueries.settings());
  useViewReady(!settings.isPending);
  return (
    <div className="container narrow page provider-page">
      <h1>{t('translation:titles.providerSettings')}</h1>
      <p className="page-lead">{t('settings.lead')}</p>
      {settings.isPending ? (
        <Loading />
      ) : settings.data ? (
        <SettingsForm initial={settings.data} />
      ) : (
        <LoadFailed message={t('settings.loadError')} retry={() => settings.refetch()} />
      )}
    </div>
  );
}

const RADIUS = { min: 5, max: 500 };

function toggle(list: number[], id: number, on: boolean): number[] {
  return on ? [...list, id].sort((a, b) => a - b) : list.filter((x) => x !== id);
}

function SettingsForm({ initial }: { initial: ProviderSettings }) {
  const { t } = useTranslation('provider');
  const id = useId();
  const queryClient = useQueryClient();
  const counties = useCounties();
  const services = useServices();
  const [values, setValues] = useState(initial);
  const [radius, setRadius] = useState(String(initial.radiusKm));
  const [pushProblem, setPushProblem] = useState(false);
  const [saved, setSaved] = useState(false);
  const radiusKm = Number(radius);
  const radiusOk = /^\d+$/.test(radius) && radiusKm >= RADIUS.min && radiusKm <= RADIUS.max;

  const save = useMutation({
    mutationFn: async (next: ProviderSettings) => {
      if (next.push && !initial.push) {
        try {
          await subscribe();
          setPushProblem(false);
        } catch {
          setPushProblem(true);
        }
      }
      return providerApi.saveSettings(next);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(providerQueries.settings().queryKey, answer);
      setSaved(true);
    },
  });

  const change = (next: Partial<ProviderSettings>) => {
    setSaved(false);
    setValues((v) => ({ ...v, ...next }));
  };

  return (
    <form
      className="provider-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (radiusOk) save.mutate({ ...values, radiusKm });
      }}
    >
      <div className="field">
        <label className="label" htmlFor={`${id}-radius`}>
          {t('settings.radius')}
        </label>
        <input
          id={`${id}-radius`}
          className="input provider-settings__radius"
          inputMode="numeric"
          value={radius}
          aria-invalid={radiusOk ? undefined : true}
          aria-describedby={`${id}-radius-hint${radiusOk ? '' : ` ${id}-radius-error`}`}
          onChange={(event) => {
            setSaved(false);
            setRadius(event.target.value);
          }}
        />
        <FieldNotes
          id={`${id}-radius`}
          hint={t('settings.radiusHint')}
          error={radiusOk ? null : t('settings.radiusError')}
        />
      </div>
      <Choices
        legend={t('settings.counties')}
        options={(counties.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
        chosen={values.counties}
        onChange={(counties) => change({ counties })}
      />
      <Choices
        legend={t('settings.services')}
        hint={t('settings.servicesHint')}
        options={services.data ?? []}
        chosen={values.services}
        onChange={(services) => change({ services })}
      />
      {(['push', 'email'] as const).map((name) => (
        <label key={name} className="checkbox">
          <input
            type="checkbox"
            checked={values[name]}
            onChange={(event) => change({ [name]: event.target.checked })}
          />
          <span>{t(`settings.${name}`)}</span>
        </label>
      ))}
      {pushProblem ? <p className="alert">{t('settings.pushProblem')}</p> : null}
      {save.isError ? (
        <p className="alert" role="alert">
          {(save.error as ApiError).message}
        </p>
      ) : null}
      <FormSuccess message={saved ? t('settings.saved') : null} />
      <button type="submit" className="button" disabled={save.isPending}>
        {t('settings.save')}
      </button>
    </form>
  );
}

function Choices({
  legend,
  hint,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  hint?: string;
  options: { id: number; name: string }[];
  chosen: number[];
  onChange: (chosen: number[]) => void;
}) {
  const id = useId();
  return (
    <fieldset
      className="field provider-settings__choices"
      aria-describedby={hint ? `${id}-hint` : undefined}
    >
      <legend className="label">{legend}</legend>
      <ul>
        {options.map((option) => (
          <li key={option.id}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(option.id)}
                onChange={(event) => onChange(toggle(chosen, option.id, event.target.checked))}
              />
              <span>{option.name}</span>
            </label>
          </li>
        ))}
      </ul>
      <FieldNotes id={id} hint={hint} />
    </fieldset>
  );
}
