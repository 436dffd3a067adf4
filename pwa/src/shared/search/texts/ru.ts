import type { Translation } from '#pwa/lib/types';
import type { SearchTexts } from './et';

/** Russian text of the site search: complete (a missing key fails the typecheck). */
const searchRu: Translation<SearchTexts> = {
  label: 'Поиск по статьям и справочным страницам',
  placeholder: 'Например, пособие на похороны',
  submit: 'Искать',
  tooShort: 'Введите не менее 2 букв.',
  loading: 'Ищу…',
  found_one: 'Найден {{count}} результат',
  found_few: 'Найдено {{count}} результата',
  found_many: 'Найдено {{count}} результатов',
  found_other: 'Найдено {{count}} результата',
  none: 'Ничего не найдено. Попробуйте другие слова.',
  failed: 'Поиск не удался.',
  notSaved: 'Этот поиск не сохранён на этом устройстве. Попробуйте снова, когда будете в сети.',
  retry: 'Повторить',
  kinds: {
    article: 'Статья',
    help: 'Справка',
  },
};

export default searchRu;
