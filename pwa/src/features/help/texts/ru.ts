import type { Translation } from '#pwa/lib/types';
import type { HelpTexts } from './et';

/** Russian text of the help pages' frame: complete (a missing key fails the typecheck). */
const helpRu: Translation<HelpTexts> = {
  loadError: 'Не удалось загрузить страницу.',
  notSaved: 'Эта страница не сохранена на этом устройстве. Откройте её снова, когда будете в сети.',
  reviewed: 'Последняя проверка {{date}}, {{who}}',
  checked: 'Проверено {{date}}',
  deadline: 'Срок',
  newTab: '(откроется в новом окне)',
  more: 'См. также',
  links: {
    poems: 'Образцы стихов',
    condolences: 'Образцы соболезнований',
    planner: 'Планировщик похорон',
    directory: 'Похоронные услуги',
  },
  poems: {
    heading: 'Стихи',
    filters: 'Выбор стихов',
    mood: 'Настроение',
    type: 'Вид объявления',
    any: 'Все',
    moods: {
      comfort: 'Утешение',
      farewell: 'Прощание',
      memory: 'Память',
      nature: 'Природа',
      faith: 'Вера',
    },
    types: {
      '1': 'Некролог',
      '2': 'Соболезнование',
      '3': 'День памяти',
    },
    found_one: '{{count}} стихотворение',
    found_few: '{{count}} стихотворения',
    found_many: '{{count}} стихотворений',
    found_other: '{{count}} стихотворения',
    empty: 'С такими условиями стихов не найдено. Выберите другое настроение или вид объявления.',
    loadError: 'Не удалось загрузить стихи.',
    free: 'Можно использовать свободно',
    licensed: 'Разрешение: {{licence}}',
    folk: 'народная поэзия',
    died: 'умер(ла) в {{year}}',
    use: 'Использовать в объявлении',
    useLabel: 'Использовать в объявлении: «{{title}}»',
  },
  condolences: {
    samples: 'Образцы текстов',
    use: 'Подходящие слова',
    avoid: 'Чего избегать',
    useThis: 'Использовать',
    useThisLabel: 'Использовать этот образец в соболезновании: {{start}}',
  },
};

export default helpRu;
