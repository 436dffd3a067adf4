import type { NoticeStatus } from '#domain/vocabulary/statuses';

/** Estonian text of the notices section (the "adminNotices" namespace). */
const adminNoticesEt = {
  heading: 'Teated',
  lead: 'Otsi kõigi teadete seast. Peidetud teade kaob nimekirjadest, otsingust, saidikaardilt ja voogudest ning selle leht vastab „eemaldatud“.',
  name: 'Nimi',
  status: 'Olek',
  found_one: 'Leitud {{count}} teade',
  found_other: 'Leitud {{count}} teadet',
  empty: 'Teateid ei leitud.',
  loadError: 'Teateid ei õnnestunud laadida.',
  created: 'Lisatud {{date}}',
  published: 'avaldatud {{date}}',
  hiddenBecause: 'Peidetud {{date}}: {{reason}}',
  open: 'Ava teade',
  hide: 'Peida',
  reason: 'Peitmise põhjus',
  hideQuestion:
    'Kas peita teade „{{name}}“? Selle leht vastab siis „eemaldatud“, kuni teate taastad.',
  hideYes: 'Jah, peida',
  cancel: 'Loobu',
  hidden: 'Teade „{{name}}“ on peidetud.',
  unhide: 'Taasta',
  unhidden: 'Teade „{{name}}“ on taas avaldatud.',
  statuses: {
    draft: 'Mustand',
    awaiting_payment: 'Ootab makset',
    published: 'Avaldatud',
    hidden: 'Peidetud',
  } satisfies Record<NoticeStatus, string>,
};

export default adminNoticesEt;
export type AdminNoticesTexts = typeof adminNoticesEt;
