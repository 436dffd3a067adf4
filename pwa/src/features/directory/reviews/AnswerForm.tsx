import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reviewAnswerInput } from '../../../../../db/domain/company-input';
import { REVIEW_LIMITS } from '../../../../../db/domain/limits';
import { buttonClass } from '../../../components/actions';
import { TextAreaField } from '../../../components/form/fields';
import { useSchemaForm } from '../../../components/form/schema-form';
import { useSending } from '../../../components/form/use-sending';
import { useAnswerReview } from '../company/api';

/** The company owner's one public answer to a review. */
export function AnswerForm({
  companyId,
  reviewId,
  onClose,
}: {
  companyId: number;
  reviewId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('company');
  const answer = useAnswerReview(companyId);
  const form = useSchemaForm(reviewAnswerInput, { texts: 'company', defaultValues: { text: '' } });
  const { isSubmitting } = useFormState({ control: form.control });
  const sending = useSending(form, async ({ text }) => {
    await answer.mutateAsync({ reviewId, text });
    onClose();
  });
  return (
    <form className="review-answer-form" noValidate onSubmit={sending.submit}>
      <TextAreaField
        form={form}
        name="text"
        label={t('answer.text')}
        required
        hint={t('answer.hint')}
        textarea={{ rows: 4, maxLength: REVIEW_LIMITS.answerMax }}
      />
      {sending.failure ? (
        <p className="alert" role="alert">
          {sending.failure}
        </p>
      ) : null}
      <div className="review-form__actions">
        <button
          type="submit"
          className={buttonClass({}, isSubmitting)}
          aria-disabled={isSubmitting || undefined}
        >
          {isSubmitting ? t('answer.busy') : t('answer.submit')}
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          {t('answer.cancel')}
        </button>
      </div>
    </form>
  );
}
