import type { Translation } from '../../../../lib/types';
import type { AdminLogTexts } from './et';

const adminLogRu: Translation<AdminLogTexts> = {
  heading: 'Журнал',
  lead: 'Все действия администраторов, новые сверху. Записи нельзя изменить или удалить.',
  person: 'Кто (e-mail или номер пользователя)',
  kind: 'Действие',
  found_one: 'Найдена {{count}} запись',
  found_few: 'Найдено {{count}} записи',
  found_many: 'Найдено {{count}} записей',
  found_other: 'Найдено {{count}} записи',
  empty: 'Записи не найдены.',
  loadError: 'Не удалось загрузить журнал.',
  record: '{{kind}} № {{id}}',
  reason: 'Причина: {{reason}}',
  change: 'Изменение',
  none: '–',
  kinds: {
    user: 'Пользователи',
    claim: 'Заявки компаний',
    article: 'Статьи',
    notice: 'Объявления',
    banner: 'Баннеры',
    order: 'Заказы',
  },
  kindOne: {
    user: 'Пользователь',
    claim: 'Заявка',
    article: 'Статья',
    notice: 'Объявление',
    banner: 'Баннер',
    order: 'Заказ',
  },
  actions: {
    'user.role': 'изменил(а) роль пользователя',
    'user.delete': 'удалил(а) пользователя',
    'claim.verify': 'подтвердил(а) заявку на страницу компании',
    'claim.reject': 'отклонил(а) заявку на страницу компании',
    'article.create': 'создал(а) статью',
    'article.update': 'изменил(а) статью',
    'article.delete': 'удалил(а) статью',
    'notice.hide': 'скрыл(а) объявление',
    'notice.unhide': 'восстановил(а) объявление',
    'banner.create': 'добавил(а) баннер',
    'banner.update': 'изменил(а) баннер',
    'banner.delete': 'удалил(а) баннер',
    'order.refund': 'вернул(а) платёж',
    'order.resend_mail': 'повторно отправил(а) письмо-подтверждение',
  },
};

export default adminLogRu;
