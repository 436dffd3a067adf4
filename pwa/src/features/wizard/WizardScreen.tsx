import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { NoticeFormValues } from '#domain/inputs/notice-input';
import type { NoticeType } from '#domain/vocabulary/notice-types';
import { PAGE_PATHS } from '#domain/pages/pages';
import { withQueries } from '../../lib/QueryProvider';
import { useSession } from '../../lib/session';
import {
  type NoticePrefill,
  parsePrefill,
  prefillNoticeType,
  prefillValues,
} from '../../shared/notice/prefill';
import { poemsQuery } from '../../shared/poems/query';
import { DraftWizard } from './DraftWizard';
import { DraftQuotaError, createDraft, findDraftByOrder, useDraft } from './drafts/store';
import { OrderResult } from './OrderResult';
import { type WizardStep, parseWizardUrl, stepSearch, stepsFor } from './steps';
import { TypeStep } from './TypeStep';
import { initialValues } from './values';
import { WizardFrame } from './WizardFrame';

/**
 * /kaastundeavaldus: a new notice (the type step; the draft is made once a type is chosen, or
 * at once from a sample's `?tyyp=`, shared/notice/prefill.ts), a draft by `?mustand=`, or the
 * return from PayPal by `?tellimus=`.
 */
export const WizardScreen = withQueries(function WizardScreen() {
  const [search] = useSearchParams();
  const url = parseWizardUrl(search);
  if (url.orderId !== null) return <OrderReturn key={url.orderId} orderId={url.orderId} />;
  if (url.draftId) {
    return (
      <DraftScreen
        key={url.draftId}
        draftId={url.draftId}
        requested={url.step}
        base={PAGE_PATHS.wizard}
      />
    );
  }
  return <NewNotice prefill={parsePrefill(search)} />;
});

function NewNotice({ prefill }: { prefill: NoticePrefill | null }) {
  const { t } = useTranslation('wizard');
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const poems = useQuery({ ...poemsQuery(), enabled: prefill?.poemId !== undefined });
  const prefilled = useRef(false);

  async function start(type: NoticeType, given?: Partial<NoticeFormValues>) {
    setBusy(true);
    try {
      const draft = await createDraft({
        values: { ...initialValues(type, session?.user ?? null), ...given },
        step: 'data',
      });
      if (given) {
        // a sample chose the type: the address that made the draft gives way to the draft's own
        await navigate(PAGE_PATHS.wizard + stepSearch('data', draft.id), { replace: true });
        return;
      }
      // "back" from the data step returns to this draft's type step, not to a fresh start
      await navigate(PAGE_PATHS.wizard + stepSearch('type', draft.id), { replace: true });
      await navigate(PAGE_PATHS.wizard + stepSearch('data', draft.id));
    } catch (err) {
      setFailure(
        t(err instanceof DraftQuotaError ? 'autosave.quota' : 'autosave.error', { ns: 'drafts' }),
      );
      setBusy(false);
    }
  }

  // a sample's notice: made once, as soon as its poem (if it names one) is known
  const poemKnown = prefill?.poemId === undefined || !poems.isPending;
  useEffect(() => {
    if (!prefill || prefilled.current || !poemKnown) return;
    prefilled.current = true;
    const poem = poems.data?.items.find((item) => item.id === prefill.poemId);
    void start(prefillNoticeType(prefill), prefillValues(prefill, poem?.body));
  });

  if (prefill && !failure) {
    return (
      <WizardFrame steps={stepsFor(false)} current="data">
        <p className="loading-line" role="status">
          {t('draft.loading')}
        </p>
      </WizardFrame>
    );
  }
  return (
    <WizardFrame steps={stepsFor(false)} current="type">
      {failure ? (
        <p className="alert" role="alert">
          {failure}
        </p>
      ) : null}
      <TypeStep value={null} busy={busy} onChoose={(type) => void start(type)} />
    </WizardFrame>
  );
}

/** A draft of this device, by id: loading, gone, or the wizard. */
export function DraftScreen({
  draftId,
  requested,
  base,
}: {
  draftId: string;
  requested: WizardStep | null;
  base: string;
}) {
  const { t } = useTranslation('wizard');
  const draft = useDraft(draftId);
  if (draft === undefined) {
    return (
      <WizardFrame steps={[]} current={null}>
        <p className="loading-line" role="status">
          {t('draft.loading')}
        </p>
      </WizardFrame>
    );
  }
  if (draft === null) {
    return (
      <WizardFrame steps={[]} current={null}>
        <h2>{t('draft.notFound')}</h2>
        <p>{t('draft.notFoundText')}</p>
        <div className="wizard-actions">
          <Link className="button" to={PAGE_PATHS.wizard}>
            {t('draft.startNew')}
          </Link>
          <Link className="button button--quiet" to={PAGE_PATHS.drafts}>
            {t('type.drafts')}
          </Link>
        </div>
      </WizardFrame>
    );
  }
  return <DraftWizard key={draft.id} draft={draft} requested={requested} base={base} />;
}

/** Back from PayPal: the draft that made the order (if this device has it) and the result. */
function OrderReturn({ orderId }: { orderId: number }) {
  const { t } = useTranslation('wizard');
  const draft = useLiveQuery(async () => (await findDraftByOrder(orderId)) ?? null, [orderId]);
  return (
    <WizardFrame steps={stepsFor(false)} current={null}>
      {draft === undefined ? (
        <p className="loading-line" role="status">
          {t('result.loading')}
        </p>
      ) : (
        <OrderResult orderId={orderId} draft={draft} />
      )}
    </WizardFrame>
  );
}
