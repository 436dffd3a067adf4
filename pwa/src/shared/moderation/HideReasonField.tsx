import { useTranslation } from 'react-i18next';
import { HIDE_REASONS, type HideReason } from '#domain/vocabulary/moderation';
import { SelectField } from '../../components/form/SelectField';

/**
 * The reason a hide needs, chosen from the list (the admin's queue, a family's held replies);
 * the "moderation" namespace must be loaded (loadModerationTexts).
 */
export function HideReasonField({
  id,
  value,
  onChange,
  className,
}: {
  id: string;
  value: HideReason | '';
  onChange: (value: HideReason | '') => void;
  className?: string;
}) {
  const { t } = useTranslation('moderation');
  return (
    <SelectField
      id={id}
      label={t('hide.reason')}
      className={className}
      value={value}
      onChange={(e) => onChange(e.target.value as HideReason | '')}
    >
      <option value="">{t('hide.choose')}</option>
      {HIDE_REASONS.map((r) => (
        <option key={r} value={r}>
          {t(`reasons.${r}`)}
        </option>
      ))}
    </SelectField>
  );
}
