/**
 * The articles' lazy chunk: the list, a post and the site search. The editor is a chunk of its
 * own (editor/screens.ts): the public pages never load Tiptap.
 */
import { loadSearchTexts } from '../../shared/search/texts';
import { loadArticleTexts } from './texts';

export { ArticlesScreen } from './ArticlesScreen';
export { ArticleScreen } from './ArticleScreen';
export { SearchScreen } from './SearchScreen';
/** The chunk's texts: "articles", and "search" for the search box and results */
export const loadTexts = async () => {
  await Promise.all([loadArticleTexts(), loadSearchTexts()]);
};
