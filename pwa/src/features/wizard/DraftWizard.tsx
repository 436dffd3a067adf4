import { useCallback, useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { noticeInput } from '#domain/inputs/notice-input';
import { useSchemaForm } from '../../components/form/schema-form';
import type { DraftRecord } from '../../lib/offline-db';
import { AutosaveStatus } from './AutosaveStatus';
import { DataStep } from './DataStep';
import { useAutosave } from './drafts/store';
import { HeldReplies } from './HeldReplies';
import { OrderResult } from './OrderResult';
import { PaymentStep } from './PaymentStep';
import { PreviewStep } from './PreviewStep';
import { type WizardStep, resolveStep, stepSearch, stepsFor } from './steps';
import { TypeStep } from './TypeStep';
import { useDraftImages } from './use-draft-images';
import { type WizardValues, draftValues, formValues } from './values';
import { WizardFrame } from './WizardFrame';

/**
 * One draft through the steps. The form lives here, above the steps, so its values outlive
 * them, and every change goes to the draft within half a second (useAutosave). The step is the
 * URL's; moving on also records it in the draft, for "Minu mustandid" to resume there.
 */
export function DraftWizard({
  draft,
  requested,
  base,
}: {
  draft: DraftRecord;
  requested: WizardStep | null;
  /** The wizard's path: /kaastundeavaldus, or /muuda/:id */
  base: string;
}) {
  const navigate = useNavigate();
  // what the draft held when it was opened: the form's start and the autosave's base
  const [opened] = useState(() => ({ values: formValues(draft.values), revision: draft.revision }));
  // the schema's input has `terms: true`; the form starts unticked (values.ts)
  const form = useSchemaForm<typeof noticeInput, WizardValues>(noticeInput, {
    texts: 'wizard',
    defaultValues: opened.values,
    mode: 'onTouched',
  });
  const watched = useWatch({ control: form.control }) as Partial<WizardValues>;
  const values = useMemo(() => draftValues(watched), [watched]);
  const autosave = useAutosave(draft.id, values, opened.revision);
  const images = useDraftImages(draft, autosave, form);

  const published = draft.server?.status === 'published';
  const complete = useMemo(() => noticeInput.safeParse(watched).success, [watched]);
  const step = resolveStep(requested, draft, { published, complete });

  // the address always names the step shown (e.g. the data step for incomplete data)
  useEffect(() => {
    if (step !== requested) void navigate(base + stepSearch(step, draft.id), { replace: true });
  }, [step, requested, base, draft.id, navigate]);

  const { saveNow } = autosave;
  const goTo = useCallback(
    (next: WizardStep) => {
      void saveNow({ step: next, values: draftValues(form.getValues()) });
      void navigate(base + stepSearch(next, draft.id));
    },
    [saveNow, form, navigate, base, draft.id],
  );
  // back to the data with every problem shown
  const showProblems = useCallback(() => {
    goTo('data');
    void form.trigger(undefined, { shouldFocus: true });
  }, [goTo, form]);

  return (
    // the order's result draws its own step indicator (where the payment stands)
    <WizardFrame
      editing={published}
      steps={stepsFor(published)}
      current={step === 'confirm' ? null : step}
    >
      <AutosaveStatus
        autosave={autosave}
        onTakeTheirs={(theirs) => form.reset(formValues(theirs.values))}
      />
      {step === 'type' ? (
        <TypeStep
          value={watched.type ?? null}
          onChoose={(type) => {
            form.setValue('type', type, { shouldDirty: true });
            goTo('data');
          }}
        />
      ) : step === 'data' ? (
        <DataStep
          form={form}
          draft={draft}
          images={images}
          published={published}
          onDone={() => goTo('preview')}
          onChangeType={() => goTo('type')}
          flush={autosave.flush}
        />
      ) : step === 'preview' ? (
        <PreviewStep
          form={form}
          draft={draft}
          images={images}
          published={published}
          onBack={() => goTo('data')}
          onNext={() => goTo('payment')}
          onIncomplete={showProblems}
        />
      ) : step === 'payment' ? (
        <PaymentStep
          form={form}
          draft={draft}
          images={images}
          onBack={() => goTo('preview')}
          onIncomplete={showProblems}
        />
      ) : (
        <OrderResult orderId={draft.orderId!} draft={draft} />
      )}
      {published && draft.server && (step === 'data' || step === 'preview') ? (
        <HeldReplies noticeId={draft.server.noticeId} editToken={draft.server.editToken} />
      ) : null}
    </WizardFrame>
  );
}
