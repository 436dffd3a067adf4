import type { DeepPartial } from '../../../lib/types';
import type { PushTexts } from './et';

/** Partial: anything missing falls back to Estonian. */
const pushRu: DeepPartial<PushTexts> = {
  follow: {
    follow: 'Следить',
    following: 'Слежу',
    unfollow: 'Перестать следить',
    anniversary: 'Напомнить в годовщину смерти',
    unsupported: 'Этот браузер не поддерживает уведомления.',
    denied: 'Уведомления для этого сайта запрещены. Разрешите их в настройках браузера.',
    timeout: 'Служба уведомлений не ответила. Попробуйте ещё раз чуть позже.',
  },
  page: {
    heading: 'Отслеживаемые',
    emptyTitle: 'Вы не следите ни за одним объявлением',
    browse: 'Смотреть объявления',
    retry: 'Попробовать снова',
  },
};

export default pushRu;
