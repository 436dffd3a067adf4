import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_PATHS } from '#domain/pages/pages';
import { FormSuccess } from '#pwa/components/actions';
import { Loading } from '#pwa/components/LoadState';
import { useViewReady } from '#pwa/lib/view-ready';
import { DraftItem } from './DraftItem';
import { useDrafts } from './hooks';
import { deleteDraft } from './records';
import './drafts.css';

/**
 * /mustandid, "Minu mustandid": the drafts kept in this browser, to resume or delete. Reads
 * only IndexedDB, so it works offline.
 */
export function DraftsScreen() {
  const { t } = useTranslation('drafts');
  const drafts = useDrafts();
  const [news, setNews] = useState<string | null>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const addRef = useRef<HTMLAnchorElement>(null);
  /** Where the deleted draft stood, until the list without it is on screen */
  const deletedAt = useRef<{ id: string; index: number } | null>(null);
  useViewReady(drafts !== undefined);

  // after a delete, focus goes to the draft that took its place (or the one above, or "Lisa teade")
  useEffect(() => {
    const deleted = deletedAt.current;
    if (!deleted || !drafts || drafts.some((d) => d.id === deleted.id)) return;
    deletedAt.current = null;
    const next = drafts[Math.min(deleted.index, drafts.length - 1)];
    (next ? links.current.get(next.id) : addRef.current)?.focus();
  }, [drafts]);

  let body;
  if (drafts === undefined) {
    body = <Loading />;
  } else if (drafts === null) {
    body = (
      <p className="alert" role="alert">
        {t('screen.loadError')}
      </p>
    );
  } else if (drafts.length === 0) {
    body = (
      <div className="drafts-empty">
        <h2>{t('screen.emptyTitle')}</h2>
        <p>{t('screen.emptyText')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className="status-text">{t('screen.count', { count: drafts.length })}</p>
        <ul className="drafts-list">
          {drafts.map((draft, index) => (
            <DraftItem
              key={draft.id}
              draft={draft}
              linkRef={(link) => {
                if (link) links.current.set(draft.id, link);
                else links.current.delete(draft.id);
              }}
              onDelete={async (name) => {
                // set first: the shorter list may arrive before deleteDraft resolves
                deletedAt.current = { id: draft.id, index };
                try {
                  await deleteDraft(draft.id);
                } catch (err) {
                  deletedAt.current = null;
                  throw err;
                }
                setNews(t('draft.deleted', { name }));
              }}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="container page drafts-page">
      <h1>{t('screen.heading')}</h1>
      <p className="page-lead">{t('screen.lead')}</p>
      <FormSuccess message={news} />
      {body}
      <p>
        <Link ref={addRef} className="button" to={PAGE_PATHS.wizard}>
          {t('screen.add')}
        </Link>
      </p>
    </div>
  );
}
