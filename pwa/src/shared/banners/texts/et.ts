/** The banners' words on public pages (Estonian, the source of the other languages). */
const bannersEt = {
  label: 'Reklaam',
  previous: 'Eelmine reklaam',
  next: 'Järgmine reklaam',
  pause: 'Peata vahetumine',
  play: 'Jätka vahetumist',
  position: 'Reklaam {{n}} / {{count}}',
};

export type BannersTexts = typeof bannersEt;
export default bannersEt;
