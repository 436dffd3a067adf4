/** Estonian text of the admin's background gallery (the "adminGallery" namespace). */
const adminGalleryEt = {
  heading: 'Taustapildid',
  lead: 'Teate koostaja pakub taustaks aktiivseid pilte selles järjekorras. Kasutusel olevat pilti ei saa kustutada, kuid selle saab peita.',
  upload: {
    label: 'Lisa uus taust',
    hint: 'JPEG, PNG või WebP, kuni {{megabytes}} MB, vähemalt {{width}} × {{height}} pikslit. Pilt salvestatakse uuesti JPEG-vormingus ja selle metaandmed eemaldatakse.',
    uploading: 'Laadin üles: {{percent}}%',
    added: 'Uus taust on galeriis ja aktiivne.',
    unsupported: 'Seda faili ei saa kasutada: vali JPEG-, PNG- või WebP-pilt.',
    tooLarge: 'Fail on liiga suur: lubatud on kuni {{megabytes}} MB.',
    browser: 'See brauser ei saa pilte üles laadida. Kasuta mõnda teist brauserit.',
    failed: 'Üleslaadimine ebaõnnestus. Proovi uuesti.',
    notAdded: 'Pilt on üles laaditud, aga galeriisse lisamine ebaõnnestus: {{message}}',
    retryAdd: 'Proovi uuesti galeriisse lisada',
  },
  list: {
    label: 'Taustapildid järjekorras',
    count: 'Galeriis on {{count}} tausta, neist aktiivseid {{active}}.',
    empty: 'Galeriis pole veel ühtegi tausta.',
    loadError: 'Galeriid ei õnnestunud laadida.',
  },
  item: {
    name: 'Taust nr {{position}}',
    active: 'Aktiivne: pakutakse teate koostajas',
    hidden: 'Peidetud: uutele teadetele ei pakuta',
    used: 'Kasutusel teadetes: {{count}}',
    up: 'Tõsta ettepoole',
    down: 'Vii tahapoole',
    hide: 'Peida',
    show: 'Aktiveeri',
    delete: 'Kustuta',
    usedNote: 'Kasutusel olevat tausta ei saa kustutada; peida see.',
    deleteQuestion: 'Kas kustutada taust nr {{position}}? Seda ei saa tagasi võtta.',
    deleteYes: 'Jah, kustuta',
    cancel: 'Loobu',
    moved: 'Taust on nüüd kohal {{position}}.',
    shown: 'Taust nr {{position}} on aktiivne.',
    hiddenNews: 'Taust nr {{position}} on peidetud.',
    deleted: 'Taust on kustutatud.',
  },
};

export default adminGalleryEt;
export type AdminGalleryTexts = typeof adminGalleryEt;
