import type { Translation } from '#pwa/lib/types';
import type { ModerationTexts } from './et';

const moderationRu: Translation<ModerationTexts> = {
  report: {
    heading: 'Сообщить о неуместном содержании',
    lead: 'Почему это здесь неуместно? Модератор рассмотрит жалобу; слова автора никто не меняет.',
    reason: 'Причина',
    send: 'Отправить жалобу',
    sending: 'Отправка…',
    cancel: 'Отмена',
    close: 'Закрыть',
    thanks: 'Спасибо! Модератор рассмотрит это.',
  },
  hide: {
    reason: 'Причина скрытия',
    choose: 'Выберите причину',
    needed: 'Чтобы скрыть, выберите причину.',
  },
  reasons: {
    hurtful: 'Оскорбительно или обидно',
    spam: 'Спам или реклама',
    false: 'Ложная информация',
    private_data: 'Личные данные',
    copyright: 'Нарушение авторских прав',
    off_topic: 'Не по теме',
  },
};

export default moderationRu;
