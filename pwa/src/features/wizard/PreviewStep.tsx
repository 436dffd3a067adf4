import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NoticeBackdrop, NoticePaper } from '../../shared/notice/NoticePaper';
import { PoemCredit } from '../../shared/notice/PoemCredit';
import type { ApiError } from '../../lib/api-error';
import { type DraftRecord, offlineDb } from '../../lib/offline-db';
import { useCounties } from '../../shared/counties/query';
import { usePoems } from '../../shared/poems/query';
import { updateNotice, useBackgrounds } from './api';
import { draftImageUrl } from './blob-url';
import { showApiError } from '../../components/form/api-errors';
import type { WizardForm } from './fields';
import { completeNotice } from './submit';
import type { DraftImages } from './use-draft-images';
import { StepHeading } from './WizardFrame';

/**
 * The notice exactly as it will be published: the published card's own NoticePaper and
 * backdrop, with the draft's pictures from the browser (blob: URLs) until they are uploaded.
 * A published notice is saved from here; a new one goes on to payment.
 */
export function PreviewStep({
  form,
  draft,
  images,
  published,
  onBack,
  onNext,
  onIncomplete,
}: {
  form: WizardForm;
  draft: DraftRecord;
  images: DraftImages;
  published: boolean;
  onBack: () => void;
  onNext: () => void;
  onIncomplete: () => void;
}) {
  const { t } = useTranslation('wizard');
  const v = useWatch({ control: form.control });
  const counties = useCounties({ offline: true });
  const gallery = useBackgrounds();
  const place = useLiveQuery(
    () => (v.placeId ? offlineDb().places.get(v.placeId) : undefined),
    [v.placeId],
  );
  const { background, portrait } = images.images;
  const backgroundUrl = background
    ? draftImageUrl(`${draft.id}:background`, background)
    : (gallery.data?.items.find((g) => g.id === v.backgroundImageId)?.url ?? null);
  const chosenCounties = (counties.data ?? []).filter((c) => v.counties?.includes(c.id));
  // as the server does on save: a poem left as the bank has it is credited to its author
  const poem = v.poem?.trim() ?? '';
  const bankPoem = usePoems().data?.items.find((p) => p.body === poem);

  return (
    <div className="wizard-step">
      <StepHeading>{t('preview.heading')}</StepHeading>
      <p className="page-lead">{t('preview.lead')}</p>
      <div className="wizard-preview">
        <NoticeBackdrop url={backgroundUrl} />
        <div className="wizard-preview__paper">
          <NoticePaper
            headingLevel={3}
            type={v.type ?? 0}
            prefix={v.prefix?.trim() ?? ''}
            deceasedName={v.deceasedName?.trim() ?? ''}
            maidenName={v.maidenName?.trim() || null}
            birthDate={v.birthDate?.trim() || null}
            deathDate={v.deathDate?.trim() || null}
            poem={poem}
            afterPoem={poem && bankPoem ? <PoemCredit credit={bankPoem} /> : null}
            suffix={v.suffix?.trim() ?? ''}
            funeralInfo={v.funeralInfo?.trim() ?? ''}
            signature={v.signature?.trim() ?? ''}
            portraitUrl={portrait ? draftImageUrl(`${draft.id}:portrait`, portrait) : null}
            counties={chosenCounties}
            place={place ?? null}
          />
        </div>
      </div>
      {published ? (
        <SaveChanges form={form} draft={draft} images={images} onIncomplete={onIncomplete} />
      ) : null}
      <div className="wizard-actions">
        {published ? null : (
          <button type="button" className="button" onClick={onNext}>
            {t('actions.toPayment')}
          </button>
        )}
        <button type="button" className="button button--quiet" onClick={onBack}>
          {t('actions.editData')}
        </button>
      </div>
    </div>
  );
}

/** A published notice's edit: its free-to-change fields saved in place (no new payment). */
function SaveChanges({
  form,
  draft,
  images,
  onIncomplete,
}: {
  form: WizardForm;
  draft: DraftRecord;
  images: DraftImages;
  onIncomplete: () => void;
}) {
  const { t } = useTranslation('wizard');
  const [state, setState] = useState<
    | { status: 'idle' | 'saving' }
    | { status: 'saved'; path: string | null }
    | { status: 'failed'; message: string }
  >({ status: 'idle' });
  const running = useRef(false);
  const server = draft.server;

  async function save() {
    if (running.current || !server) return;
    running.current = true;
    setState({ status: 'saving' });
    try {
      const notice = await completeNotice(form, images);
      if (!notice) {
        onIncomplete();
        return;
      }
      const saved = await updateNotice(server.noticeId, server.editToken, notice);
      setState({ status: 'saved', path: saved.path });
    } catch (err) {
      const error = err as ApiError;
      showApiError(form, error);
      setState({ status: 'failed', message: error.message });
    } finally {
      running.current = false;
    }
  }

  return (
    <div className="wizard-save">
      <button
        type="button"
        className={state.status === 'saving' ? 'button is-busy' : 'button'}
        aria-disabled={state.status === 'saving'}
        onClick={() => void save()}
      >
        {t('actions.save')}
      </button>
      <div role="status">
        {state.status === 'saved' ? (
          <p className="alert alert--success">
            {t('edit.saved')} {state.path ? <Link to={state.path}>{t('result.view')}</Link> : null}
          </p>
        ) : null}
      </div>
      {state.status === 'failed' ? (
        <p className="alert" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
