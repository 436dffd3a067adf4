import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRICE_GROUPS, type PriceGroup, priceGroupLabel } from '#domain/rules/prices';
import { TextField } from '../../components/form/fields';
import { currentLanguage } from '../../lib/i18n';
import type { EditForm, EditedCompany } from './edit-values';
import { formatIsoDay } from './format';

export const CONFIRM_PRICES = 'confirm-prices';

/**
 * The price list: one "from" price in euros per group, with the day it was confirmed (or
 * "unconfirmed" when older than 12 months); "Kinnitan hinnad" saves and confirms them all
 * (a submit button of the edit form).
 */
export function PricesField({ form, prices }: { form: EditForm; prices: EditedCompany['prices'] }) {
  const { t } = useTranslation('owner');
  const { errors } = useFormState({ control: form.control, name: 'prices' });
  const confirmation = (group: PriceGroup) => {
    const line = prices.find((p) => p.group === group);
    if (!line) return undefined;
    return line.confirmed
      ? t('edit.confirmedOn', { date: formatIsoDay(line.confirmedOn) })
      : t('edit.unconfirmed');
  };
  return (
    <section className="owner-section owner-prices">
      <h2>{t('edit.prices')}</h2>
      <p className="hint">{t('edit.pricesHint')}</p>
      {errors.prices?.message ? <p className="field-error">{errors.prices.message}</p> : null}
      {PRICE_GROUPS.map((group) => (
        <TextField
          key={group}
          form={form}
          name={`prices.${group}`}
          label={`${priceGroupLabel(group, currentLanguage())} (€)`}
          hint={confirmation(group)}
          input={{ inputMode: 'decimal', autoComplete: 'off' }}
        />
      ))}
      {/* the form tells the two submit buttons apart by this value */}
      <button type="submit" className="button button--quiet" value={CONFIRM_PRICES}>
        {t('edit.confirmPrices')}
      </button>
    </section>
  );
}
