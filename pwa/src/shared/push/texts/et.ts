/**
 * Estonian text of following notices (the "push" namespace): the card's "Jälgi" and the
 * "Jälgitavad" page. Loaded with the card and that page.
 */
const pushEt = {
  follow: {
    follow: 'Jälgi',
    followLabel: 'Jälgi teadet: {{name}}',
    following: 'Jälgin',
    unfollow: 'Lõpeta jälgimine',
    unfollowLabel: 'Lõpeta jälgimine: {{name}}',
    busy: 'Palun oota…',
    hint: 'Saadame teavituse, kui teatele lisatakse järelhüüe või süüdatakse küünlaid.',
    anniversary: 'Tuleta meelde surma aastapäeval',
    started: 'Jälgid nüüd seda teadet.',
    stopped: 'Jälgimine lõpetatud.',
    unsupported:
      'See brauser ei toeta teavitusi. Proovi mõnda teist brauserit või lisa Küünal avaekraanile.',
    denied:
      'Teavitused on selle saidi jaoks keelatud. Luba need brauseri seadetes ja proovi uuesti.',
    dismissed: 'Teavitusi ei lubatud. Jälgimiseks vajuta uuesti „Jälgi“ ja luba teavitused.',
    noWorker: 'Teavitused pole veel valmis. Laadi leht uuesti ja proovi siis uuesti.',
    timeout: 'Teavituste teenus ei vastanud. Proovi mõne aja pärast uuesti.',
    failed: 'Jälgimist ei õnnestunud alustada. Proovi uuesti.',
  },
  page: {
    heading: 'Jälgitavad',
    lead: 'Teated, mille uutest järelhüüetest ja küünaldest saad selles brauseris teavituse.',
    count_one: '{{count}} jälgitav teade',
    count_other: '{{count}} jälgitavat teadet',
    emptyTitle: 'Sa ei jälgi ühtegi teadet',
    emptyText: 'Ava teade ja vajuta „Jälgi“, et saada teavitus uutest järelhüüetest ja küünaldest.',
    browse: 'Vaata teateid',
    loadError: 'Jälgitavaid teateid ei õnnestunud laadida.',
    retry: 'Proovi uuesti',
    followedAt: 'Jälgid alates {{date}}',
    removed: 'Lõpetasid teate jälgimise: {{name}}',
  },
};

export default pushEt;
export type PushTexts = typeof pushEt;
