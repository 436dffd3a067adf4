import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type UseFormReturn, useController } from 'react-hook-form';
import { reviewInput } from '#domain/inputs/company-input';
import { REVIEW_LIMITS } from '#domain/inputs/limits';
import { FieldNotes } from '#pwa/components/form/FormField';
import { TextAreaField } from '#pwa/components/form/fields';
import { useFieldMessage, useSchemaForm } from '#pwa/components/form/schema-form';
import { useSending } from '#pwa/components/form/use-sending';
import { ApiError } from '#pwa/lib/api-error';
import { type ReviewInput, useSaveReview } from '../company/api';
import { FormEnd } from './FormEnd';

type ReviewForm = UseFormReturn<ReviewInput, unknown, ReviewInput>;

const RATINGS = Array.from(
  { length: REVIEW_LIMITS.ratingMax - REVIEW_LIMITS.ratingMin + 1 },
  (_, i) => REVIEW_LIMITS.ratingMin + i,
);

/**
 * The rating as a radio group (arrow keys move within it), its message under it. Controlled:
 * react-hook-form reads a radio group's value as text, and the schema wants the number.
 */
function RatingField({ form }: { form: ReviewForm }) {
  const { t } = useTranslation('company');
  const id = useId();
  const message = useFieldMessage(form, 'rating');
  const { field } = useController({ control: form.control, name: 'rating' });
  return (
    <fieldset
      className="field review-rating"
      aria-describedby={message ? `${id}-error` : undefined}
      aria-invalid={message ? true : undefined}
    >
      <legend>{t('form.rating')}</legend>
      <div className="review-rating__options">
        {RATINGS.map((rating) => (
          <label key={rating} className="review-rating__option">
            <input
              type="radio"
              name={field.name}
              value={rating}
              checked={field.value === rating}
              onChange={() => field.onChange(rating)}
              onBlur={field.onBlur}
              ref={rating === RATINGS[0] ? field.ref : undefined}
            />
            <span>{t('form.stars', { count: rating })}</span>
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={message} />
    </fieldset>
  );
}

/**
 * Writing the reviewer's review, or replacing it (`mine`: PUT); a second new review of the same
 * company (409) is said in words. `onSaved` closes the form: the review then shows with its status.
 */
export function ReviewForm({
  companyId,
  reviewerId,
  mine,
  onSaved,
  onCancel,
}: {
  companyId: number;
  reviewerId: number;
  mine: ReviewInput | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('company');
  const save = useSaveReview(companyId, reviewerId, mine !== null);
  const form = useSchemaForm(reviewInput, {
    texts: 'company',
    defaultValues: mine ?? { body: '' },
  });
  const sending = useSending(form, async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        throw new ApiError({ status: 409, code: err.code, message: t('form.duplicate') });
      }
      throw err;
    }
    onSaved();
  });

  return (
    <form className="review-form" noValidate onSubmit={sending.submit}>
      <RatingField form={form} />
      <TextAreaField
        form={form}
        name="body"
        label={t('form.body')}
        required
        hint={t('form.bodyHint', { min: REVIEW_LIMITS.bodyMin, max: REVIEW_LIMITS.bodyMax })}
        textarea={{ rows: 5, maxLength: REVIEW_LIMITS.bodyMax }}
      />
      <FormEnd
        form={form}
        failure={sending.failure}
        submit={mine ? t('form.save') : t('form.submit')}
        onCancel={onCancel}
      />
    </form>
  );
}
