import type { BannersTexts } from './et';

const bannersEn: BannersTexts = {
  label: 'Advertisement',
  previous: 'Previous advertisement',
  next: 'Next advertisement',
  pause: 'Stop rotating',
  play: 'Resume rotating',
  position: 'Advertisement {{n}} of {{count}}',
};

export default bannersEn;
