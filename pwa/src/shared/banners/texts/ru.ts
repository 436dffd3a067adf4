import type { BannersTexts } from './et';

const bannersRu: BannersTexts = {
  label: 'Реклама',
  previous: 'Предыдущая реклама',
  next: 'Следующая реклама',
  pause: 'Остановить смену',
  play: 'Продолжить смену',
  position: 'Реклама {{n}} из {{count}}',
};

export default bannersRu;
