import type { Translation } from '#pwa/lib/types';
import type { ArticlesTexts } from './et';

/** Russian text of the articles: complete (a missing key fails the typecheck). */
const articlesRu: Translation<ArticlesTexts> = {
  categories: {
    '1': 'Обычаи',
    '2': 'Последний путь',
    '3': 'Планирование',
    '4': 'Организация',
  },
  list: {
    lead: 'Обычаи, последний путь, планирование и организация похорон: читайте спокойно, когда будет время.',
    categoriesLabel: 'Категории',
    allCategories: 'Все',
    searchingFor: 'Поиск: «{{text}}»',
    clearSearch: 'Отменить поиск',
    results: 'Статьи',
    loading: 'Загрузка…',
    found_one: 'Найдена {{count}} статья',
    found_few: 'Найдено {{count}} статьи',
    found_many: 'Найдено {{count}} статей',
    found_other: 'Найдено {{count}} статьи',
    loadError: 'Не удалось загрузить статьи.',
    notSaved:
      'Этот список не сохранён на этом устройстве. Откройте его снова, когда будете в сети.',
    retry: 'Повторить',
    emptyTitle: 'Статьи не найдены',
    emptyText: 'В этом разделе статей пока нет.',
    resetFilters: 'Показать все статьи',
    loadMore: 'Показать следующие {{count}}',
    newArticle: 'Новая статья',
  },
  item: {
    readingTime: '{{count}} мин чтения',
    coverFallback: 'Не удалось загрузить изображение',
  },
  article: {
    back: 'Все статьи',
    loading: 'Загрузка статьи…',
    failed: 'Не удалось загрузить статью.',
    notSaved: 'Эта статья не сохранена на этом устройстве. Откройте её снова, когда будете в сети.',
    retry: 'Повторить',
    author: 'Автор: {{name}}',
    published: 'Опубликовано {{date}}',
    reviewed: 'Последняя проверка {{date}}',
    contents: 'Содержание',
    related: 'Читайте также',
    edit: 'Редактировать',
    draft: 'Черновик: статья не опубликована.',
  },
};

export default articlesRu;
