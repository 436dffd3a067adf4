import { useTranslation } from 'react-i18next';
import { reviewAnswerInput } from '#domain/inputs/company-input';
import { REVIEW_LIMITS } from '#domain/inputs/limits';
import { TextAreaField } from '#pwa/components/form/fields';
import { useSchemaForm } from '#pwa/components/form/schema-form';
import { useSending } from '#pwa/components/form/use-sending';
import { useAnswerReview } from '../company/api';
import { FormEnd } from './FormEnd';

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
      <FormEnd
        form={form}
        failure={sending.failure}
        submit={t('answer.submit')}
        onCancel={onClose}
      />
    </form>
  );
}
