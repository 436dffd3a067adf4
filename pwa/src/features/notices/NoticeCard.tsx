import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { noticePath } from '#domain/vocabulary/notice-types';
import { CandleIcon } from '../../components/CandleIcon';
import { SafeImage } from '../../components/SafeImage';
import type { NoticeSummary } from './api';
import { TYPE_KEYS, countyNames } from '../../shared/notice/format';
import { lifeSpan } from './format';
import { useCountyNames } from '../../shared/counties/names';
import './notice-card.css';

/**
 * One notice in a grid. The whole card is clickable through the name's link (stretched
 * with CSS), so the link's accessible name is just the name; its id lets the list return
 * to it (docs/pwa.md, "Rules from the original site").
 */
export function NoticeCard({ notice }: { notice: NoticeSummary }) {
  const { t } = useTranslation();
  const dates = lifeSpan(notice.birthDate, notice.deathDate);
  const counties = countyNames(notice.counties, useCountyNames());
  return (
    <article className="notice-card" data-testid="notice-card">
      <div className="notice-card__portrait">
        {notice.portraitUrl ? (
          <SafeImage
            src={notice.portraitUrl}
            alt=""
            width={96}
            height={120}
            fallbackLabel={t('notice.imageMissing')}
          />
        ) : (
          <span className="notice-card__no-portrait" aria-hidden="true">
            <CandleIcon size={30} />
          </span>
        )}
      </div>
      <div className="notice-card__body">
        <p className="notice-card__type">{t(`types.${TYPE_KEYS[notice.type]}`)}</p>
        {notice.prefix ? <p className="notice-card__prefix">{notice.prefix}</p> : null}
        <h3 className="notice-card__name">
          <Link id={`notice-${notice.id}`} to={noticePath(notice.type, notice.id)}>
            {notice.deceasedName}
          </Link>
        </h3>
        {notice.maidenName ? (
          <p className="notice-card__maiden">{t('notice.maiden', { name: notice.maidenName })}</p>
        ) : null}
        {dates ? <p className="notice-card__dates">{dates}</p> : null}
        {counties ? <p className="notice-card__counties">{counties}</p> : null}
        <p className="notice-card__counts">
          <span className="notice-card__count">
            <CandleIcon size={16} />
            <span aria-hidden="true">{notice.candles}</span>
            <span className="visually-hidden">
              {t('notice.candles', { count: notice.candles })}
            </span>
          </span>
          <span className="notice-card__count">
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M3 4.5h14v9H8l-4 3v-3H3z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.4"
                strokeLinejoin="round"
              />
            </svg>
            <span aria-hidden="true">{notice.replies}</span>
            <span className="visually-hidden">
              {t('notice.replies', { count: notice.replies })}
            </span>
          </span>
        </p>
      </div>
    </article>
  );
}
