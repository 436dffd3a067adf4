import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../components/form/schema-form';
import { PlaceCombobox } from '../../shared/places/PlaceCombobox';
import type { WizardForm } from './fields';

/**
 * The optional settlement, picked from the EHAK places kept in the browser (it answers offline
 * too). It offers only places in the chosen counties (the API refuses a place outside them);
 * its error is the API's field message when counties changed after the place was chosen.
 */
export function PlaceField({ form }: { form: WizardForm }) {
  const { t } = useTranslation('wizard');
  const message = useFieldMessage(form, 'placeId');
  const counties = useWatch({ control: form.control, name: 'counties' });
  return (
    <Controller
      control={form.control}
      name="placeId"
      render={({ field }) => (
        <PlaceCombobox
          className="wizard-place"
          texts={{
            label: t('place.label'),
            hint: t('place.hint'),
            searching: t('place.searching'),
            results: (count) => t('place.results', { count }),
            noResults: t('place.noResults'),
            clear: t('place.clear'),
          }}
          value={field.value ?? null}
          onChange={(place) => field.onChange(place ? place.id : null)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          countyIds={counties}
          error={message}
        />
      )}
    />
  );
}
