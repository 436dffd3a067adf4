import type { AdminArticlesTexts } from './et';

/** Russian text of the admin's article list. */
const adminArticlesRu: AdminArticlesTexts = {
  heading: 'Статьи',
  newArticle: 'Новая статья',
  search: 'Искать по заголовку или адресу',
  searchButton: 'Искать',
  status: 'Состояние',
  statuses: {
    all: 'Все',
    published: 'Опубликованные',
    draft: 'Черновики',
  },
  list: {
    found: 'Найдено статей: {{count}}',
    empty: 'Статьи не найдены.',
    loadError: 'Не удалось загрузить статьи.',
  },
  categories: {
    '1': 'Обычаи',
    '2': 'Последний путь',
    '3': 'Планирование',
    '4': 'Организация',
  },
  item: {
    published: 'Опубликована',
    draft: 'Черновик',
    publishedOn: 'Впервые опубликована {{date}}',
    neverPublished: 'Ни разу не публиковалась',
    reviewedOn: 'Проверена {{date}}',
    notReviewed: 'Не проверялась',
    reviewDue: 'Не проверялась больше года',
    updated: 'Изменена {{date}}',
    edit: 'Изменить',
    view: 'Открыть',
    publish: 'Опубликовать',
    unpublish: 'Снять с публикации',
    delete: 'Удалить',
    deleteQuestion: 'Удалить статью «{{title}}»? Это нельзя отменить.',
    deleteYes: 'Да, удалить',
    cancel: 'Отмена',
    deleted: 'Статья «{{title}}» удалена.',
    publishedNews: 'Статья «{{title}}» опубликована.',
    unpublishedNews: 'Статья «{{title}}» снята с публикации.',
  },
};

export default adminArticlesRu;
