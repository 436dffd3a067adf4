/**
 * Estonian text of "Minu mustandid" and of the draft store's messages (the "drafts"
 * namespace); notice type names come from the shell's `types`.
 */
const draftsEt = {
  screen: {
    heading: 'Minu mustandid',
    lead: 'Pooleli teated, mis on salvestatud selles brauseris. Need on alles ka ilma internetita: jätka sealt, kus pooleli jäi.',
    count_one: '{{count}} mustand',
    count_other: '{{count}} mustandit',
    emptyTitle: 'Mustandeid ei ole',
    emptyText: 'Kui alustad teate lisamist, salvestatakse see siia iga muudatusega.',
    add: 'Lisa teade',
    loadError: 'Mustandeid ei õnnestunud lugeda. Brauser ei luba selles aknas andmeid salvestada.',
  },
  draft: {
    untitled: 'Nimetu mustand',
    noType: 'Liik valimata',
    changed: 'Muudetud {{time}}',
    step: 'Samm: {{step}}',
    steps: {
      type: 'teate liik',
      data: 'andmed',
      preview: 'eelvaade',
      payment: 'maksmine',
      confirm: 'kinnitus',
    },
    status: {
      local: 'Ainult selles seadmes',
      draft: 'Saadetud serverisse',
      unsent: 'Saadetud serverisse, uuemad muudatused ainult selles seadmes',
      awaiting_payment: 'Ootab maksmist',
      published: 'Avaldatud',
      hidden: 'Peidetud',
    },
    continue: 'Jätka',
    continueLabel: 'Jätka mustandit: {{name}}',
    delete: 'Kustuta',
    deleteLabel: 'Kustuta mustand: {{name}}',
    deleteQuestion: 'Kas kustutada mustand „{{name}}“ sellest seadmest? Seda ei saa tagasi võtta.',
    deleteQuestionSent:
      'Kas kustutada mustand „{{name}}“ sellest seadmest? Serverisse saadetud koopia jääb alles ja selle saab avada e-kirjas saadetud lingiga.',
    deleteYes: 'Jah, kustuta',
    cancel: 'Loobu',
    deleted: 'Mustand „{{name}}“ on kustutatud.',
    deleteFailed: 'Mustandit ei õnnestunud kustutada.',
  },
  autosave: {
    saving: 'Salvestan…',
    saved: 'Mustand on salvestatud',
    error: 'Mustandit ei õnnestunud salvestada. Proovin uuesti järgmise muudatusega.',
    missing: 'Seda mustandit enam ei ole: see kustutati teises aknas.',
    quota:
      'Seadme salvestusruum on täis: viimati salvestatud versioon on alles, kuid uusi muudatusi ei saa salvestada. Vabasta ruumi (nt kustuta vanu mustandeid) ja jätka.',
    conflict: 'Seda mustandit muudeti teises aknas või vahelehel.',
    loadTheirs: 'Ava teise akna versioon',
    keepMine: 'Jäta see versioon',
  },
  sync: {
    send: 'Salvesta serverisse',
    sending: 'Saadan serverisse…',
    sent: 'Mustand on serveris. Kui sisestasid e-posti, saatsime lingi, millega saad jätkata teises seadmes.',
    offline: 'Serverisse saab saata, kui internetiühendus on tagasi.',
    typeMissing: 'Vali enne teate liik.',
  },
};

export default draftsEt;
export type DraftsTexts = typeof draftsEt;
