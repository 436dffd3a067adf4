import { PagedList } from '../../components/PagedResults';
import { type ArticleQuery, LIST_STEP, useArticleList } from './api';
import { ArticleListItem } from './ArticleListItem';

const articleElementId = (article: { id: number }) => `article-${article.id}`;

/**
 * The articles of a filter, 12 per step with "Näita järgmised 12" (the notices' paging: a
 * keyboard user continues from the first new item).
 */
export function ArticleResults({ query, resetTo }: { query: ArticleQuery; resetTo: string }) {
  return (
    <PagedList
      ns="articles"
      block="articles"
      query={useArticleList(query)}
      idOf={articleElementId}
      list={{ as: 'ul', className: 'article-list' }}
      renderItem={(article) => <ArticleListItem article={article} />}
      resetTo={resetTo}
      step={LIST_STEP}
    />
  );
}
