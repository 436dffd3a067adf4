import type { DeepPartial } from '../../../lib/types';
import type { NoticeTexts } from './et';

/** Partial: anything missing falls back to Estonian. */
const noticesRu: DeepPartial<NoticeTexts> = {
  list: {
    heading: {
      all: 'Некрологи',
      funeral: 'Траурные объявления',
      condolences: 'Соболезнования',
      memorials: 'Дни памяти',
    },
    found_one: 'Найдено {{count}} объявление',
    found_few: 'Найдено {{count}} объявления',
    found_many: 'Найдено {{count}} объявлений',
    found_other: 'Найдено {{count}} объявления',
    loadMore: 'Показать следующие {{count}}',
    emptyTitle: 'Объявления не найдены',
    resetFilters: 'Сбросить фильтры',
  },
  notSaved: {
    heading: 'Эта страница не сохранена на этом устройстве',
    text: 'Вы не в сети, и эта страница раньше не открывалась на этом устройстве. Она откроется, когда связь восстановится.',
    saved: 'Сохранено на этом устройстве',
    following: 'Отслеживаемые',
    retry: 'Попробовать снова',
  },
  filter: {
    name: 'Имя',
    county: 'Уезд',
    allCounties: 'Все уезды',
    sort: 'Порядок',
    sorts: {
      newer: 'Сначала новые',
      older: 'Сначала старые',
      surname: 'По фамилии',
    },
    submit: 'Искать',
    reset: 'Очистить',
  },
  candle: {
    light: 'Зажечь свечу',
    already: 'Вы уже зажгли свечу.',
  },
  share: {
    copy: 'Скопировать ссылку',
    copied: 'Ссылка скопирована',
    share: 'Поделиться',
  },
};

export default noticesRu;
