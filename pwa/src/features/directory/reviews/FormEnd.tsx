import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '#pwa/components/actions';

/**
 * The end of a review's form (the review, the owner's answer): what went wrong for the form as
 * a whole, the submit button (busy while sending) and "Loobu" when the form can be closed.
 */
export function FormEnd<T extends FieldValues, O>({
  form,
  failure,
  submit,
  onCancel,
}: {
  form: UseFormReturn<T, unknown, O>;
  failure: string | null;
  submit: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('company');
  const { isSubmitting } = useFormState({ control: form.control });
  return (
    <>
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="review-form__actions">
        <button
          type="submit"
          className={buttonClass({}, isSubmitting)}
          aria-disabled={isSubmitting || undefined}
        >
          {isSubmitting ? t('form.busy') : submit}
        </button>
        {onCancel ? (
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        ) : null}
      </div>
    </>
  );
}
