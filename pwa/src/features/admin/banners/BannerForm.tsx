import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { BANNER_LIMITS, BANNER_PLACEMENTS, type BannerPlacement } from '#domain/vocabulary/banners';
import { formatDay } from '#domain/calendar/dates';
import { ConfirmBox } from '#pwa/components/ConfirmBox';
import { DateField } from '#pwa/components/date/DateField';
import { FieldNotes, FormField } from '#pwa/components/form/FormField';
import { FormSuccess } from '#pwa/components/actions';
import { LoadFailed, Loading } from '#pwa/components/LoadState';
import { ApiError } from '#pwa/lib/api-error';
import { useConfirmFocus } from '#pwa/lib/confirm-focus';
import { useViewReady } from '#pwa/lib/view-ready';
import { uploadImage } from '#pwa/shared/uploads/upload';
import { bannerPath } from './paths';
import { type AdminBanner, type BannerBody, bannerApi, bannerKeys, useBanner } from './api';

interface Values {
  imageId: number | null;
  imageUrl: string | null;
  link: string;
  alt: string;
  placements: BannerPlacement[];
  startsOn: string;
  endsOn: string;
  weight: string;
  active: boolean;
}

const today = () => formatDay(Date.now());
const blank = (): Values => ({
  imageId: null,
  imageUrl: null,
  link: '',
  alt: '',
  placements: ['home'],
  startsOn: today(),
  endsOn: today(),
  weight: String(BANNER_LIMITS.weightDefault),
  active: true,
});
const valuesOf = (b: AdminBanner): Values => ({ ...b, weight: String(b.weight) });

/** The API's field errors by field ("placements.0" is the placements' error) */
function fieldErrors(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(err.fields)) out[key.split('.')[0]!] ??= message;
  return out;
}

/** /admin/banner/:id (or `uus`): one banner's form; `id` -1 is an address that is no banner. */
export function BannerForm({ id }: { id: number | null }) {
  const { t } = useTranslation('adminBanner');
  const query = useBanner(id === -1 ? null : id);
  useViewReady(id === null || !query.isPending);
  if (id === -1) return <p className="status-text">{t('form.notFound')}</p>;
  if (id !== null && query.isPending) return <Loading />;
  if (id !== null && query.isError) {
    return <LoadFailed message={query.error.message} retry={query.refetch} />;
  }
  return <BannerEditor id={id} initial={query.data ? valuesOf(query.data) : blank()} />;
}

function BannerEditor({ id, initial }: { id: number | null; initial: Values }) {
  const { t } = useTranslation('adminBanner');
  const uid = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmBox = useRef<HTMLDivElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  useConfirmFocus(confirming, confirmBox, deleteButton);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function pick(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setErrors(({ imageId: _, ...rest }) => rest);
    try {
      const image = await uploadImage('banner', file, file.name, {
        onProgress: () => {},
        failedMessage: t('form.uploadFailed'),
      });
      setValues((v) => ({ ...v, imageId: image.id, imageUrl: image.url }));
    } catch (err) {
      setErrors((e) => ({
        ...e,
        imageId: err instanceof Error ? err.message : t('form.uploadFailed'),
      }));
    } finally {
      setUploading(false);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || uploading) return;
    setNews(null);
    setFormError(null);
    if (values.imageId === null) {
      setErrors({ imageId: t('form.imageRequired') });
      return;
    }
    const body: BannerBody = {
      imageId: values.imageId,
      link: values.link,
      alt: values.alt,
      placements: values.placements,
      startsOn: values.startsOn,
      endsOn: values.endsOn,
      weight: Number(values.weight),
      active: values.active,
    };
    setBusy(true);
    try {
      const saved = id === null ? await bannerApi.create(body) : await bannerApi.update(id, body);
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: bannerKeys.all() });
      if (id === null) {
        // the banner's own address, with the news as the layout's flash
        queryClient.setQueryData(bannerKeys.one(saved.id), saved);
        void navigate(bannerPath(saved.id), { replace: true, state: { flash: t('form.saved') } });
      } else setNews(t('form.saved'));
    } catch (err) {
      setErrors(fieldErrors(err));
      setFormError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (id === null) return;
    setBusy(true);
    try {
      await bannerApi.remove(id);
      await queryClient.invalidateQueries({ queryKey: bannerKeys.all() });
      void navigate(bannerPath());
    } catch (err) {
      setFormError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  const field = (name: string) => `${uid}-${name}`;
  return (
    <>
      <p className="admin-page__back">
        <Link to={bannerPath()}>← {t('back')}</Link>
      </p>
      <h1>{id === null ? t('newHeading') : t('editHeading')}</h1>
      <FormSuccess message={news} />
      {formError ? (
        <p className="alert alert--error" role="alert">
          {formError}
        </p>
      ) : null}
      <form className="admin-banner-form" noValidate onSubmit={(e) => void save(e)}>
        <FormField
          id={field('image')}
          label={t('form.image')}
          required
          hint={t('form.imageHint')}
          error={errors.imageId}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          )}
        </FormField>
        {uploading ? <p role="status">{t('form.uploading')}</p> : null}
        {values.imageUrl ? (
          <figure className="admin-banner-form__phone">
            <figcaption>{t('form.preview')}</figcaption>
            <img src={values.imageUrl} alt={values.alt} />
          </figure>
        ) : null}
        <FormField
          id={field('link')}
          label={t('form.link')}
          required
          hint={t('form.linkHint')}
          error={errors.link}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="url"
              inputMode="url"
              maxLength={BANNER_LIMITS.linkMax}
              value={values.link}
              onChange={(e) => set('link', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={field('alt')}
          label={t('form.alt')}
          required
          hint={t('form.altHint')}
          error={errors.alt}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={BANNER_LIMITS.altMax}
              value={values.alt}
              onChange={(e) => set('alt', e.target.value)}
            />
          )}
        </FormField>
        <fieldset
          className="admin-banner-form__checks"
          aria-describedby={`${field('placements')}-hint${errors.placements ? ` ${field('placements')}-error` : ''}`}
        >
          <legend>{t('form.placements')}</legend>
          {BANNER_PLACEMENTS.map((p) => (
            <label key={p}>
              <input
                type="checkbox"
                name="placements"
                value={p}
                checked={values.placements.includes(p)}
                onChange={(e) =>
                  set(
                    'placements',
                    e.target.checked
                      ? [...values.placements, p]
                      : values.placements.filter((q) => q !== p),
                  )
                }
              />
              {t(`placements.${p}`)}
            </label>
          ))}
          <FieldNotes
            id={field('placements')}
            hint={t('form.placementsHint')}
            error={errors.placements}
          />
        </fieldset>
        <div className="admin-banner-form__dates">
          <DateField
            id={field('startsOn')}
            name="startsOn"
            label={t('form.startsOn')}
            calendarLabel={t('form.calendarStart')}
            value={values.startsOn}
            error={errors.startsOn ?? null}
            onChange={(v) => set('startsOn', v)}
            required
          />
          <DateField
            id={field('endsOn')}
            name="endsOn"
            label={t('form.endsOn')}
            calendarLabel={t('form.calendarEnd')}
            value={values.endsOn}
            error={errors.endsOn ?? null}
            onChange={(v) => set('endsOn', v)}
            required
          />
        </div>
        <FormField
          id={field('weight')}
          label={t('form.weight')}
          hint={t('form.weightHint')}
          error={errors.weight}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="number"
              min={BANNER_LIMITS.weightMin}
              max={BANNER_LIMITS.weightMax}
              step={1}
              value={values.weight}
              onChange={(e) => set('weight', e.target.value)}
            />
          )}
        </FormField>
        <div className="field">
          <label>
            <input
              type="checkbox"
              checked={values.active}
              onChange={(e) => set('active', e.target.checked)}
            />{' '}
            {t('form.active')}
          </label>
        </div>
        <div className="admin-banner-form__actions">
          <button
            type="submit"
            className={busy ? 'button is-busy' : 'button'}
            aria-disabled={busy || undefined}
          >
            {t('form.save')}
          </button>
          {id !== null && !confirming ? (
            <button
              ref={deleteButton}
              type="button"
              className="button button--danger"
              onClick={() => setConfirming(true)}
            >
              {t('form.delete')}
            </button>
          ) : null}
        </div>
      </form>
      {confirming ? (
        <ConfirmBox
          boxRef={confirmBox}
          question={t('form.deleteQuestion')}
          yes={t('form.deleteYes')}
          cancel={t('form.cancel')}
          busy={busy}
          onYes={remove}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
