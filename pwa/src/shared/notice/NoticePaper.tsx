/**
 * A notice laid out like a printed Estonian death notice, and the background picture behind it.
 * The published card and the wizard's preview both render these, so the preview is exactly
 * what will be published (plain props: a preview passes blob: URLs of images not yet uploaded).
 */
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InferResponseType } from 'hono/client';
import type { client } from '../../lib/api';
import { TYPE_KEYS, countyNames } from './format';
import { SafeImage } from '../../components/SafeImage';
import { useCountyNames } from '../counties/names';
import './notice-paper.css';

type PublishedNotice = InferResponseType<(typeof client)['api']['notices'][':id']['$get'], 200>;

/** What the paper shows of a notice: the published notice's own fields (GET /api/notices/:id) */
export type NoticePaperData = Pick<
  PublishedNotice,
  | 'type'
  | 'prefix'
  | 'deceasedName'
  | 'maidenName'
  | 'birthDate'
  | 'deathDate'
  | 'poem'
  | 'suffix'
  | 'funeralInfo'
  | 'signature'
  | 'portraitUrl'
  | 'counties'
  | 'place'
>;

type NoticePaperProps = NoticePaperData & {
  /** When and how often a published notice was seen; a preview has neither */
  published?: { day: string; views: number } | null;
  /** The card's page heading is the name; a preview sits under its page's own headings */
  headingLevel?: 1 | 2 | 3;
  /** Under the poem: a bank poem's attribution (shared/notice/PoemCredit, not loaded here) */
  afterPoem?: ReactNode;
};

export function NoticePaper({ published = null, headingLevel = 1, ...n }: NoticePaperProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const counties = countyNames(n.counties, useCountyNames());
  const Heading = `h${headingLevel}` as const;

  return (
    <article className="notice-paper" aria-labelledby={nameId}>
      <p className="notice-paper__type">{t(`types.${TYPE_KEYS[n.type]}`)}</p>
      {n.prefix ? <p className="notice-paper__prefix">{n.prefix}</p> : null}

      {n.portraitUrl ? (
        <figure className="notice-paper__portrait">
          <SafeImage
            src={n.portraitUrl}
            alt={t('notice.portraitAlt', { name: n.deceasedName })}
            loading="eager"
            fallbackLabel={t('notice.imageMissing')}
          />
        </figure>
      ) : null}

      <Heading id={nameId} className="notice-paper__name">
        {n.deceasedName}
      </Heading>
      {n.maidenName ? (
        <p className="notice-paper__maiden">{t('notice.maiden', { name: n.maidenName })}</p>
      ) : null}

      {n.birthDate || n.deathDate ? (
        <p className="notice-paper__dates">
          {n.birthDate ? (
            <span>
              <span aria-hidden="true">*</span>
              <span className="visually-hidden">{t('notice.born')}</span> {n.birthDate}
            </span>
          ) : null}
          {n.deathDate ? (
            <span>
              <span aria-hidden="true">†</span>
              <span className="visually-hidden">{t('notice.died')}</span> {n.deathDate}
            </span>
          ) : null}
        </p>
      ) : null}

      {n.poem ? <p className="notice-paper__poem">{n.poem}</p> : null}
      {n.afterPoem}
      {n.suffix ? <p className="notice-paper__suffix">{n.suffix}</p> : null}
      {n.funeralInfo ? <p className="notice-paper__funeral">{n.funeralInfo}</p> : null}
      {n.signature ? <p className="notice-paper__signature">{n.signature}</p> : null}

      {counties || n.place || published ? (
        <footer className="notice-paper__meta">
          {counties ? <span>{counties}</span> : null}
          {n.place ? (
            <span>{[n.place.name, n.place.municipalityName].filter(Boolean).join(', ')}</span>
          ) : null}
          {published ? (
            <>
              <span>{t('notice.published', { date: published.day })}</span>
              <span>{t('notice.views', { count: published.views })}</span>
            </>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}

/** The notice's background picture behind the paper (a soft gradient when there is none). */
export function NoticeBackdrop({ url }: { url: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="notice-backdrop">
      {url ? (
        <SafeImage
          className="notice-backdrop__image"
          src={url}
          alt=""
          loading="eager"
          fallbackLabel={t('notice.imageMissing')}
        />
      ) : null}
    </div>
  );
}
