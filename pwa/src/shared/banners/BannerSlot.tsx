/**
 * The banners of one placement, labelled "Reklaam" (spec §9): one banner, or a carousel that
 * moves on every 5 s, paused while the pointer or focus is on it, when the visitor pauses it
 * and under prefers-reduced-motion; previous/next buttons for the keyboard. A banner's link goes
 * through /api/banners/:id/click (counted on our server, then a 302); a view is counted when a
 * banner is at least half on screen, once per banner and page (the server once per day).
 * Loaded after the page (Banners.tsx): nothing here is on the first screen.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InferResponseType } from 'hono/client';
import { BANNER_ROTATE_MS, type BannerPlacement } from '#domain/vocabulary/banners';
import { client, unwrap, unwrapEmpty } from '../../lib/api';
import { loadBannersTexts } from './texts';
import './banners.css';

type Banner = InferResponseType<typeof client.api.banners.$get, 200>['items'][number];

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

export function BannerSlot({ placement }: { placement: BannerPlacement }) {
  const { t } = useTranslation('banners');
  const [banners, setBanners] = useState<Banner[]>([]);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(reducedMotion);
  const seen = useRef(new Set<number>());
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([
      unwrap(client.api.banners.$get({ query: { placement } })),
      loadBannersTexts(),
    ])
      .then(([body]) => live && setBanners(body.items))
      // a banner is never worth an error on the page
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [placement]);

  const count = banners.length;
  const current = banners[index % Math.max(count, 1)];

  useEffect(() => {
    if (count < 2 || held || stopped) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_ROTATE_MS);
    return () => clearTimeout(timer);
  }, [count, index, held, stopped]);

  // a view: the shown banner at least half on screen, once per banner on this page
  useEffect(() => {
    const node = image.current;
    if (!current || !node || seen.current.has(current.id)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || seen.current.has(current.id)) return;
        seen.current.add(current.id);
        observer.disconnect();
        void unwrapEmpty(
          client.api.banners[':id'].view.$post({ param: { id: String(current.id) } }),
        ).catch(() => {});
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [current]);

  if (!current) return null;
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  return (
    <aside
      className="banner-slot"
      aria-label={t('label')}
      aria-roledescription={count > 1 ? 'carousel' : undefined}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHeld(false);
      }}
    >
      <p className="banner-slot__label">{t('label')}</p>
      <div aria-live={count > 1 && !held && !stopped ? 'off' : 'polite'}>
        <a
          className="banner-slot__link"
          href={`/api/banners/${current.id}/click`}
          rel="sponsored noopener"
          aria-label={
            count > 1
              ? `${current.alt} (${t('position', { n: (index % count) + 1, count })})`
              : undefined
          }
        >
          <img
            ref={image}
            className="banner-slot__image"
            src={current.imageUrl}
            alt={current.alt}
            width={current.width}
            height={current.height}
            loading="lazy"
            decoding="async"
          />
        </a>
      </div>
      {count > 1 ? (
        <div className="banner-slot__controls">
          <button type="button" className="pill" onClick={() => step(-1)}>
            {t('previous')}
          </button>
          <button type="button" className="pill" onClick={() => setStopped((s) => !s)}>
            {stopped ? t('play') : t('pause')}
          </button>
          <button type="button" className="pill" onClick={() => step(1)}>
            {t('next')}
          </button>
        </div>
      ) : null}
    </aside>
  );
}
