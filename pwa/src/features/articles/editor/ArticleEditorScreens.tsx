import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { pagePath } from '#domain/pages/page-links';
import { NotFound } from '#pwa/components/NotFound';
import { withQueries } from '#pwa/lib/QueryProvider';
import { useViewReady } from '#pwa/lib/view-ready';
import { type AdminArticle, useAdminArticle } from '../api';
import { ArticleForm } from './ArticleForm';
import { NEW_ARTICLE, valuesOf } from './form-values';
import './editor.css';

/** `/muuda-artikkel/:id` (role 10): the stored article in the editor. */
export const ArticleEditScreen = withQueries(EditContent);
/** `/uus-artikkel` (role 10): an empty article; once saved it moves on to its edit address. */
export const ArticleNewScreen = withQueries(NewContent);

function EditContent() {
  const { t } = useTranslation(['articleEditor', 'translation']);
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const query = useAdminArticle(id);
  // a new article, saved, arrives here with the "saved" line
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  useViewReady(id === null || query.isError || query.isSuccess);

  if (id === null || (query.isError && query.error.status === 404)) return <NotFound />;
  if (query.isError) {
    return (
      <EditorFrame heading={t('translation:titles.articleEdit')}>
        <div className="alert" role="alert">
          <p>{`${t('loadError')} ${query.error.message}`}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      </EditorFrame>
    );
  }
  if (!query.data) {
    return (
      <EditorFrame heading={t('translation:titles.articleEdit')}>
        <p className="loading-line" role="status">
          {t('loading')}
        </p>
      </EditorFrame>
    );
  }
  return (
    <EditorFrame heading={t('translation:titles.articleEdit')}>
      <ArticleForm
        key={id}
        id={id}
        initial={valuesOf(query.data)}
        justSaved={justCreated ? query.data : null}
      />
    </EditorFrame>
  );
}

function NewContent() {
  const { t } = useTranslation('translation');
  const navigate = useNavigate();
  useViewReady(true);
  // the saved article opens at its own address (its form is kept in the query cache)
  const saved = useCallback(
    (article: AdminArticle) =>
      void navigate(pagePath('articleEdit', { id: article.id }), {
        replace: true,
        state: { saved: true },
      }),
    [navigate],
  );
  return (
    <EditorFrame heading={t('titles.articleNew')}>
      <ArticleForm id={null} initial={NEW_ARTICLE} onSaved={saved} />
    </EditorFrame>
  );
}

function EditorFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="container narrow page article-editor">
      <h1>{heading}</h1>
      {children}
    </div>
  );
}
