/**
 * The article editor's lazy chunk (role 10): Tiptap lives here and nowhere else, so the public
 * article pages never load it.
 */
import { loadArticleTexts } from '../texts';
import { loadArticleEditorTexts } from './texts';

export { ArticleEditScreen, ArticleNewScreen } from './ArticleEditorScreens';
/** The chunk's texts: "articleEditor", and "articles" for the category names */
export const loadTexts = async () => {
  await Promise.all([loadArticleTexts(), loadArticleEditorTexts()]);
};
