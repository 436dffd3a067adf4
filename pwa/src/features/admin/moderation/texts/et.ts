/** Estonian text of the admin's moderation screen (the "adminModeration" namespace). */
const adminModerationEt = {
  heading: 'Moderatsioon',
  lead: 'Teatatud ja kinni hoitud järelhüüded ning arvustused. Kellegi sõnu ei muudeta: sisu saab kinnitada, peita, taastada või edasi saata.',
  filters: 'Filtrid',
  kind: 'Liik',
  kinds: { all: 'Kõik', reply: 'Järelhüüded', review: 'Arvustused' },
  state: 'Olek',
  states: { waiting: 'Ootavad otsust', escalated: 'Edasi saadetud', hidden: 'Peidetud' },
  sort: 'Järjestus',
  sorts: { newest: 'Uuemad enne', reports: 'Enim teatatud enne' },
  found_one: '{{count}} kirje',
  found_other: '{{count}} kirjet',
  empty: 'Siin pole praegu midagi.',
  loadError: 'Järjekorda ei õnnestunud laadida.',
  itemKind: { reply: 'Järelhüüe', review: 'Arvustus' },
  replyOn: 'Järelhüüe teatele',
  reviewOn: 'Arvustus ettevõttele',
  by: '{{author}}, {{date}}',
  rating: 'Hinne {{rating}} / 5',
  text: 'Tekst',
  status: { visible: 'Nähtav', held: 'Ootab kinnitust', hidden: 'Peidetud' },
  escalated: 'Edasi saadetud',
  reports_one: '{{count}} teade',
  reports_other: '{{count}} teadet',
  noReports: 'Teateid pole',
  hiddenBecause: 'Peidetud: {{reason}}',
  actions: {
    approve: 'Kinnita',
    hide: 'Peida',
    restore: 'Taasta',
    escalate: 'Saada edasi',
  },
  done: {
    approve: 'Kinnitatud.',
    hide: 'Peidetud.',
    restore: 'Taastatud.',
    escalate: 'Edasi saadetud.',
  },
};

export default adminModerationEt;
export type AdminModerationTexts = typeof adminModerationEt;
