import type { DeepPartial } from '../../../../lib/types';
import type { DraftsTexts } from './et';

/** Partial: anything missing falls back to Estonian. */
const draftsRu: DeepPartial<DraftsTexts> = {
  screen: {
    heading: 'Мои черновики',
    emptyTitle: 'Черновиков нет',
    add: 'Добавить объявление',
  },
  draft: {
    untitled: 'Черновик без названия',
    changed: 'Изменён {{time}}',
    continue: 'Продолжить',
    continueLabel: 'Продолжить черновик: {{name}}',
    delete: 'Удалить',
    deleteLabel: 'Удалить черновик: {{name}}',
    deleteYes: 'Да, удалить',
    cancel: 'Отмена',
  },
  autosave: {
    saving: 'Сохранение…',
    saved: 'Черновик сохранён',
  },
};

export default draftsRu;
