/**
 * `/hinnaparing`: a family's service request. The form is a draft in IndexedDB (draft.ts) from
 * the first keystroke, so it survives a reload and being offline; "Saada" while offline keeps it
 * queued and it is sent as soon as the browser is online again (while this page is open, or
 * when it is next opened). After the API's 201: "confirm by e-mail".
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pagePath } from '#domain/pages/page-links';
import { Loading } from '../../components/LoadState';
import { TextAreaField, TextField } from '../../components/form/fields';
import { showApiError } from '../../components/form/api-errors';
import { useSchemaForm } from '../../components/form/schema-form';
import { useSending } from '../../components/form/use-sending';
import type { ApiError } from '../../lib/api-error';
import { withQueries } from '../../lib/QueryProvider';
import { useViewReady } from '../../lib/view-ready';
import { isOffline, useOnline } from '../../lib/online';
import { useSession } from '../../lib/session';
import { familyApi } from './api';
import {
  clearRequestDraft,
  readRequestDraft,
  saveRequestDraft,
  unqueueRequestDraft,
} from './draft';
import {
  Agreements,
  FuneralDateField,
  Honeypot,
  PlaceField,
  ProvidersField,
  type RequestForm,
  ServicesField,
} from './RequestFields';
import {
  MESSAGE_MAX,
  type RequestFormValues,
  initialRequest,
  requestFormSchema,
  requestFormValues,
  toRequestInput,
} from './values';
import './requests.css';

const SAVE_DELAY_MS = 300;

interface Start {
  values: RequestFormValues;
  queued: boolean;
}

/** `/hinnaparing` */
export const RequestScreen = withQueries(RequestContent);

function RequestContent() {
  const { t } = useTranslation('requests');
  const session = useSession();
  const [start, setStart] = useState<Start | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  useViewReady(start !== null);

  useEffect(() => {
    let cancelled = false;
    const fresh = () => ({ values: initialRequest(session?.user ?? null), queued: false });
    readRequestDraft().then(
      (draft) => {
        if (cancelled) return;
        setStart(
          draft ? { values: requestFormValues(draft.values), queued: draft.queued } : fresh(),
        );
      },
      () => !cancelled && setStart(fresh()),
    );
    return () => {
      cancelled = true;
    };
    // the draft is read once; signing in later does not reset the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="container narrow page request-page">
      <h1>{t('titles.serviceRequest', { ns: 'translation' })}</h1>
      {sentTo !== null ? (
        <section className="request-sent" aria-labelledby="request-sent-heading">
          <h2 id="request-sent-heading" tabIndex={-1} ref={(el) => el?.focus()}>
            {t('sent.heading')}
          </h2>
          <p>{t('sent.text', { email: sentTo })}</p>
          <p>
            <Link to={pagePath('serviceRequest')} reloadDocument>
              {t('sent.again')}
            </Link>
          </p>
        </section>
      ) : start ? (
        <RequestFormView start={start} onSent={setSentTo} />
      ) : (
        <Loading />
      )}
    </div>
  );
}

function RequestFormView({ start, onSent }: { start: Start; onSent: (email: string) => void }) {
  const { t } = useTranslation('requests');
  const form: RequestForm = useSchemaForm<typeof requestFormSchema, RequestFormValues>(
    requestFormSchema,
    { texts: 'requests', defaultValues: start.values },
  );
  const [queued, setQueued] = useState(start.queued);
  const online = useOnline();
  const sendingQueued = useRef(false);

  // every change is kept in the draft (a queued one stays queued and goes out as it is then)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => void saveRequestDraft(form.getValues()), SAVE_DELAY_MS);
    });
    const flush = () => void saveRequestDraft(form.getValues());
    window.addEventListener('pagehide', flush);
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
    };
  }, [form]);

  async function send(values: RequestFormValues) {
    await familyApi.send(toRequestInput(values));
    await clearRequestDraft();
    onSent(values.email.trim());
  }

  async function keepForLater(values: RequestFormValues) {
    await saveRequestDraft(values, true);
    setQueued(true);
  }

  const sending = useSending(form, async (values) => {
    if (isOffline()) return keepForLater(values);
    try {
      await send(values);
    } catch (err) {
      if ((err as ApiError).status === 0 && (err as ApiError).code === 'network')
        return keepForLater(values);
      throw err;
    }
  });

  // a queued request goes out once the browser is online (now, or when it comes back)
  useEffect(() => {
    if (!queued || !online || sendingQueued.current) return;
    sendingQueued.current = true;
    const values = form.getValues();
    send(values)
      .catch(async (err: unknown) => {
        const error = err as ApiError;
        if (error.status === 0) return; // still no connection: the next 'online' tries again
        setQueued(false);
        await unqueueRequestDraft();
        showApiError(form, error, { focus: true });
      })
      .finally(() => {
        sendingQueued.current = false;
      });
    // send is recreated each render; the queued draft is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued, online, form]);

  return (
    <form className="request-form" noValidate onSubmit={sending.submit}>
      <p className="lead">{t('form.lead')}</p>
      <ServicesField form={form} />
      <PlaceField form={form} />
      <FuneralDateField form={form} />
      <TextField
        form={form}
        name="attendees"
        label={t('form.attendees')}
        input={{ inputMode: 'numeric', autoComplete: 'off' }}
      />
      <TextField
        form={form}
        name="budgetEuros"
        label={t('form.budget')}
        hint={t('form.budgetHint')}
        input={{ inputMode: 'decimal', autoComplete: 'off' }}
      />
      <TextAreaField
        form={form}
        name="message"
        label={t('form.message')}
        hint={t('form.messageHint', { max: MESSAGE_MAX })}
        textarea={{ rows: 5, maxLength: MESSAGE_MAX }}
      />
      <fieldset className="request-form__contact">
        <legend>{t('form.contact')}</legend>
        <p className="hint">{t('form.contactLead')}</p>
        <TextField
          form={form}
          name="name"
          label={t('form.name')}
          required
          input={{ autoComplete: 'name' }}
        />
        <TextField
          form={form}
          name="email"
          label={t('form.email')}
          hint={t('form.emailHint')}
          required
          input={{ type: 'email', autoComplete: 'email' }}
        />
        <TextField
          form={form}
          name="phone"
          label={t('form.phone')}
          input={{ type: 'tel', autoComplete: 'tel' }}
        />
      </fieldset>
      <ProvidersField form={form} />
      <Agreements form={form} />
      <Honeypot form={form} />
      {sending.failure ? (
        <p className="alert" role="alert">
          {sending.failure}
        </p>
      ) : null}
      <p className={queued ? 'alert request-form__queued' : 'visually-hidden'} role="status">
        {queued ? (online ? t('form.sending') : t('form.queued')) : ''}
      </p>
      <button type="submit" className="button" disabled={form.formState.isSubmitting}>
        {t('form.send')}
      </button>
      <p className="hint">{t('form.saved')}</p>
    </form>
  );
}
