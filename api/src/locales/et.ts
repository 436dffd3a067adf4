/** Estonian: the site's first language, and the fallback of the others. */
import type { Messages } from './messages';

export const et: Messages = {
  errors: {
    badRequest: 'Päring on vigane.',
    badJson: 'Päringu sisu pole korrektne JSON.',
    tooDeep: 'Päring on liiga sügavalt pesastatud (kuni {{maximum}} taset).',
    reservedKey: 'Päringus on lubamatu välja nimi.',
    clientKeyReused: 'See päringu võti on juba teise toimingu jaoks kasutatud.',
    foreignOrigin: 'Päring tuli teiselt veebilehelt ja jäeti täitmata.',
    validation: 'Palun paranda märgitud väljad.',
    notFound: 'Otsitut ei leitud.',
    noticeNotFound: 'Teadet ei leitud.',
    noticeRemoved: 'See teade on eemaldatud.',
    noticeNotPublished: 'Peita saab ainult avaldatud teadet.',
    noticeNotHidden: 'Taastada saab ainult peidetud teadet, mis oli avaldatud.',
    tooLarge: 'Päring on liiga suur.',
    reportsThrottled: 'Liiga palju veateateid. Proovi uuesti {{minutes}} minuti pärast.',
    csrf: 'Turvakontroll ebaõnnestus. Laadi leht uuesti ja proovi veel.',
    candleLimit:
      'Sa oled sellele teatele juba küünla süüdanud. Uue saad süüdata {{minutes}} minuti pärast.',
    replyLimit:
      'Liiga palju järelhüüdeid lühikese aja jooksul. Proovi uuesti {{minutes}} minuti pärast.',
    internal: 'Midagi läks viltu. Proovi hiljem uuesti.',
    databaseUnavailable: 'Andmebaas ei vasta hetkel. Proovi mõne sekundi pärast uuesti.',
    unsupportedMediaType: 'Päringu sisu peab olema JSON.',
    unauthorized: 'Palun logi sisse.',
    forbidden: 'Ligipääs puudub!',
    invalidCredentials: 'Sisselogimine ebaõnnestus: e-post ja parool ei klapi.',
    loginThrottled: 'Liiga palju sisselogimiskatseid. Proovi uuesti {{seconds}} sekundi pärast.',
    registerThrottled: 'Liiga palju uusi kontosid. Proovi uuesti {{seconds}} sekundi pärast.',
    resetThrottled:
      'Liiga palju parooli taastamise katseid. Proovi uuesti {{seconds}} sekundi pärast.',
    mailThrottled:
      'Liiga palju e-kirju lühikese aja jooksul. Proovi uuesti {{minutes}} minuti pärast.',
    emailTaken: 'Selle e-postiga konto on juba olemas. Logi sisse või taasta parool.',
    invalidToken: 'Parooli taastamise link on vigane, aegunud või juba kasutatud.',
    userNotFound: 'Kasutajat ei leitud.',
    ownAccount: 'Oma kontot ei saa siin muuta ega kustutada.',
    wrongPassword: 'Parool on vale.',
  },
  validation: {
    required: 'Kohustuslik väli.',
    tooShort: 'Peab olema vähemalt {{minimum}} märki.',
    tooLong: 'Võib olla kuni {{maximum}} märki.',
    integer: 'Peab olema täisarv.',
    tooSmall: 'Peab olema vähemalt {{minimum}}.',
    tooLarge: 'Võib olla kuni {{maximum}}.',
    date: 'Kuupäev peab olema kujul PP.KK.AAAA.',
    dateRange: 'Lõppkuupäev ei tohi olla enne alguskuupäeva.',
    type: 'Tundmatu teate liik.',
    sort: 'Tundmatu järjestus.',
    county: 'Tundmatu maakond.',
    email: 'Sisesta korrektne e-posti aadress.',
    role: 'Tundmatu roll.',
    passwordCommon: 'See parool on liiga levinud ja kergesti äraarvatav. Vali mõni muu.',
    noticeDate: 'Kuupäev peab olema kujul PP.KK.AAAA või ainult aasta (AAAA).',
    birthAfterDeath: 'Sünniaeg ei saa olla hilisem kui surmaaeg.',
    countyRequired: 'Vali vähemalt üks maakond.',
    regCode: 'Registrikood on 8 numbrit.',
    mustAccept: 'Jätkamiseks pead sellega nõustuma.',
    invalid: 'Vigane väärtus.',
    regCodeChecksum: 'Registrikood pole õige: kontrollnumber ei klapi.',
    hoursTime: 'Kellaaeg peab olema kujul TT:MM (00:00–24:00).',
    hoursOrder: 'Lõpuaeg peab olema pärast algusaega.',
    hoursOverlap: 'Ajavahemikud ei tohi kattuda ja peavad olema järjekorras.',
    hoursEmpty: 'Lisa vähemalt üks ajavahemik.',
    priceGroup: 'Tundmatu hinnarühm.',
    priceRepeated: 'Iga hinnarühm võib hinnakirjas olla üks kord.',
    service: 'Tundmatu teenus.',
    place: 'Asukohta ei leitud. Vali asukoht uuesti.',
    image: 'Pilti ei leitud. Laadi logo uuesti üles.',
    pastDate: 'Kuupäev ei saa olla minevikus.',
    honeypot: 'See väli peab jääma tühjaks.',
    slug: 'Aadressis võivad olla ainult väiketähed a–z, numbrid ja sidekriipsud sõnade vahel.',
    slugTaken: 'See aadress on juba kasutusel',
    articleTooLong: 'Artikkel on liiga pikk.',
    cover: 'Pilti ei leitud. Laadi pilt uuesti üles.',
    url: 'Sisesta veebiaadress, mis algab https:// või http://.',
    placement:
      'Vali vähemalt üks koht: avaleht, teadete nimekirjad, artiklid või teenuste kataloog.',
  },
  auth: {
    resetLinkSent:
      'Kui see e-post on meil kirjas, saatsime sinna parooli taastamise lingi. Link kehtib 60 minutit.',
    resetDone: 'Parool on muudetud. Logi uue parooliga sisse.',
    passwordChanged: 'Parool on muudetud. Teistest seadmetest logiti välja.',
  },
  mail: {
    resetSubject: 'Küünal: parooli taastamine',
    resetBody:
      'Tere!\n\nKeegi (loodetavasti sina) palus Küünla konto parooli taastada. Uue parooli saad valida siin:\n\n{{link}}\n\nLink kehtib 60 minutit ja ühe korra. Kui sa parooli taastada ei soovinud, ei pea sa midagi tegema: sinu parool jääb samaks.',
    signOff: 'Küünal',
    contactSubject: 'Küünla kontaktvorm: {{name}}',
    contactBody:
      'Kiri Küünla kontaktvormilt.\n\nNimi: {{name}}\nE-post: {{email}} (vastus läheb otse sellele aadressile)\nKeel: {{locale}}\n\n{{message}}',
  },
  reviews: {
    notFound: 'Arvustust ei leitud.',
    duplicate: 'Sa oled sellele firmale juba arvustuse kirjutanud. Muuda oma arvustust.',
    notOwner: 'Arvustustele saab vastata ainult firma kinnitatud omanik.',
    answered: 'Sellele arvustusele on juba vastatud.',
  },
  moderation: {
    notFound: 'Seda vastust või arvustust ei leitud.',
    reported: 'Olete sellest juba teatanud.',
    reportLimit:
      'Liiga palju teateid lühikese aja jooksul. Proovige uuesti {{minutes}} minuti pärast.',
    alreadyHidden: 'See on juba peidetud.',
    notHidden: 'Taastada saab ainult peidetut.',
    nothingToApprove: 'See ei oota otsust.',
    alreadyEscalated: 'See on juba edasi saadetud.',
    notHeld: 'See järelhüüe ei oota kinnitamist.',
  },
  claims: {
    verified: 'See firma on juba kinnitatud omanikuga.',
    pendingElsewhere:
      'Sul on juba teise firma lehe haldamise taotlus, mis ootab kinnitamist. Üks konto saab korraga taotleda ühte firmat; uue saad esitada, kui see on kinnitatud või aegunud.',
    claimedByOther:
      'Selle firma lehe haldamise kinnitas enne sind keegi teine. Kui see on viga, võta ühendust Küünla haldajaga.',
    noEmail:
      'Firmal pole e-posti aadressi, kuhu kinnituslinki saata. Võta ühendust Küünla haldajaga.',
    codeTaken: 'Selle registrikoodiga firma on kataloogis juba olemas.',
    invalidToken: 'Kinnituslink on vigane, aegunud või juba kasutatud.',
    ownsCompany: 'Sinu kontoga on juba seotud teine firma. Üks konto saab hallata ühte firmat.',
    notFound: 'Taotlust ei leitud.',
    mailSubject: 'Küünal: kinnita firma „{{company}}“ lehe haldamine',
    mailBody:
      'Tere!\n\nKüünla matuseteenuste kataloogis soovib üks teenusepakkuja konto hallata firma „{{company}}“ lehte (registrikood {{code}}). Kui selle taotluse esitas teie firma esindaja, andke talle see link; kinnitada saab selle ainult taotluse esitanud konto, Küünlasse sisse logituna:\n\n{{link}}\n\nLink kehtib 48 tundi ja ühe korra. Kui te taotlust ei oodanud, ärge tehke midagi: leht jääb kinnitamata.',
  },
  services: {
    inUse:
      'Seda teenust pakuvad veel ettevõtted, seega ei saa seda kustutada. Eemalda teenus enne nende ettevõtete lehtedelt.',
    orderMismatch: 'Järjestuses peab olema iga teenus täpselt üks kord. Laadi leht uuesti.',
  },
  ownCompany: {
    none: 'Sul pole veel kinnitatud firmat. Esita firma lehe haldamise taotlus.',
  },
  social: {
    invalidCode: 'Sisselogimine aegus või see link on juba kasutatud. Proovi uuesti sisse logida.',
  },
  push: {
    subscriptionNotFound: 'Teavituste tellimust ei leitud. Luba teavitused uuesti.',
    unavailable: 'Teavitused pole praegu saadaval.',
    endpointRefused:
      'Selle teavitusteenusega ei saa teavitusi saata. Kasuta mõnda teist brauserit.',
  },
  uploads: {
    failed: 'Pildi üleslaadimine ebaõnnestus. Proovi uuesti või vali mõni teine pilt.',
    tooLarge:
      'Pilt on liiga suur: fail võib olla kuni {{megabytes}} MB ja pilt kuni {{megapixels}} megapikslit.',
    tooSmall: 'Pilt on liiga väike: vaja on vähemalt {{width}}×{{height}} pikslit.',
    unsupported: 'Seda faili ei saa kasutada. Vali JPEG-, PNG- või WebP-pilt.',
    throttled: 'Liiga palju üleslaadimisi. Proovi uuesti {{minutes}} minuti pärast.',
    quota: 'Selle tunni piltide maht on täis. Proovi uuesti {{minutes}} minuti pärast.',
    busy: 'Liiga palju üleslaadimisi korraga. Oota hetk ja proovi uuesti.',
    diskFull: 'Pilte ei saa praegu vastu võtta: serveri kettaruum on otsas. Proovi hiljem uuesti.',
    storageUnavailable:
      'Pilte ei saa praegu salvestada: pildihoidla ei vasta. Proovi mõne aja pärast uuesti.',
  },
  notices: {
    editForbidden:
      'Selle teate muutmiseks puudub õigus. Kasuta e-kirjaga saadetud muutmislinki või logi sisse.',
    notEditable: 'Seda teadet ei saa praegu nii muuta.',
    paidFieldsLocked:
      'Avaldatud teate liiki ja maakondi ei saa muuta, sest need on tasutud. Muuta saab teksti, kuupäevi, pilte ja asukohta.',
    imageNotFound: 'Pilti ei leitud. Vali pilt uuesti.',
    placeNotFound: 'Asukohta ei leitud. Vali asukoht uuesti.',
    placeOutsideCounties:
      '{{place}} asub maakonnas {{county}}, mida teate maakondade seas pole. Vali asukoht valitud maakondadest või lisa see maakond.',
    throttled:
      'Liiga palju uusi teateid lühikese aja jooksul. Proovi uuesti {{minutes}} minuti pärast.',
    draftMailSubject: 'Küünal: jätka teate koostamist',
    draftMailBody:
      'Tere!\n\nSinu teate mustand on Küünlas salvestatud. Selle lingiga saad teate koostamist jätkata ükskõik millises seadmes:\n\n{{link}}\n\nLink on isiklik: sellega saab teadet muuta, nii et ära jaga seda. Kui sa teadet ei koostanud, võid selle kirja kustutada.',
  },
  requests: {
    notFound: 'Hinnapäringut ei leitud.',
    linkExpired: 'Kinnituslink on aegunud (see kehtib 24 tundi). Saada hinnapäring uuesti.',
    notOpen: 'See hinnapäring pole enam avatud.',
    closed: 'See hinnapäring on suletud: pakkumisi enam ei võeta.',
    offerExists: 'Sa oled sellele päringule juba pakkumise teinud.',
    offerNotFound: 'Pakkumist ei leitud või see ei kehti enam.',
    noCompany:
      'Hinnapäringuid näevad teenusepakkujad, kelle firma leht on kinnitatud. Esita firma lehe haldamise taotlus.',
    perEmail: 'Selle e-postiga on täna saadetud juba {{limit}} hinnapäringut. Proovi homme uuesti.',
    perVisitor: 'Liiga palju hinnapäringuid. Proovi uuesti {{minutes}} minuti pärast.',
    confirmSubject: 'Küünal: kinnita oma hinnapäring',
    confirmBody:
      'Tere!\n\nSellelt aadressilt saadeti Küünlas hinnapäring ({{services}}, {{settlement}}). Kinnita see selle lingiga, siis saadame selle kuni {{count}} lähimale teenusepakkujale:\n\n{{link}}\n\nLink kehtib 24 tundi. Sama lingi kaudu näed pakkumisi ja saad ühe neist vastu võtta. Link on isiklik, ära jaga seda. Kui sa hinnapäringut ei saatnud, ära tee midagi: keegi ei näe seda.',
    alertSubject: 'Küünal: uus hinnapäring – {{services}}, {{settlement}}',
    alertBody:
      'Tere!\n\nUus hinnapäring teie piirkonnast: {{services}}, {{settlement}} ({{distance}} km). Matuse kuupäev: {{date}}. Päring saadeti {{asked}} teenusepakkujale.\n\nVaata päringut ja tee pakkumine:\n\n{{link}}\n\nHinnapäringud on teenusepakkujatele tasuta. Teavitusi saab muuta pakkuja seadetes.',
    offerSubject: 'Küünal: uus pakkumine sinu hinnapäringule',
    offerBody:
      'Tere, {{name}}!\n\n{{company}} tegi sinu hinnapäringule pakkumise: {{total}}. Vaata pakkumisi ja võta sobiv vastu:\n\n{{link}}',
    acceptedSubject: 'Küünal: teie pakkumine võeti vastu',
    acceptedBody:
      'Tere!\n\nPere võttis vastu teie pakkumise hinnapäringule ({{services}}, {{settlement}}). Nende kontaktandmed näete päringu lehel:\n\n{{link}}\n\nPalun võtke perega peagi ühendust.',
    declinedSubject: 'Küünal: hinnapäringule valiti teine pakkumine',
    declinedBody:
      'Tere!\n\nAitäh pakkumise eest hinnapäringule ({{services}}, {{settlement}}). Pere valis seekord teise pakkuja. Järgmistest päringutest teie piirkonnas anname teada nagu ikka.',
    pushAlertTitle: 'Uus hinnapäring: {{settlement}}',
    pushOfferTitle: 'Uus pakkumine sinu hinnapäringule',
    pushAcceptedTitle: 'Teie pakkumine võeti vastu',
    pushAcceptedBody: '{{services}}, {{settlement}}: vaadake pere kontakte.',
    noDate: 'pole veel teada',
  },
  planner: {
    notFound: 'Projektijuhti ei leitud. Kontrolli, et link on terve.',
    throttled: 'Liiga palju jagatud projektijuhte. Proovi uuesti {{minutes}} minuti pärast.',
    full: 'Projektijuhis on juba {{max}} ülesannet: rohkem ei mahu.',
    taskDeleted: 'Keegi kustutas selle ülesande vahepeal.',
    title: 'Lisatud ülesandel on pealkiri, valmis ülesandel mitte.',
    keepTemplate: 'Valmis ülesannet ei saa kustutada: märgi see tehtuks.',
  },
  adminContent: {
    imageNotFound: 'Pilti ei leitud. Laadi taust uuesti üles.',
    galleryFull: 'Galeriis võib olla kuni {{max}} tausta. Kustuta enne mõni kasutamata taust.',
    imageInUse:
      'Seda tausta kasutab {{count}} teadet (või artikkel), seepärast seda kustutada ei saa. Peida see: siis seda uutele teadetele enam ei pakuta.',
    poemNotFound: 'Luuletust ei leitud.',
    deathYearFuture: 'Surma-aasta ei saa olla tulevikus.',
    licenceNeeded:
      'Kaitstud luuletust saab pakkuda ainult kirja pandud loaga: märgi loa andja, kuupäev ja ulatus, või jäta luuletus peidetuks.',
  },
  payments: {
    orderNotFound: 'Tellimust ei leitud.',
    notPayable: 'Seda teadet ei saa praegu maksta: see pole veel valmis või on juba avaldatud.',
    unavailable: 'Maksmine pole praegu võimalik. Proovi hiljem uuesti.',
    providerUnavailable: 'PayPaliga ei saanud ühendust. Proovi mõne minuti pärast uuesti.',
    paymentFailed: 'Makse ebaõnnestus. Teadet ei avaldatud ja sinu andmed on alles: proovi uuesti.',
    invalidSignature: 'Makseteate allkiri ei kehti.',
    documentNotReady: 'Arve või kviitung tekib pärast makset.',
    confirmSubject: 'Küünal: teade on avaldatud',
    confirmIntro:
      'Tere, {{name}}!\n\nAitäh! Makse {{amount}} on kätte saadud ja teade „{{deceased}}“ on Küünlas avaldatud:\n\n{{link}}',
    confirmEditLink:
      'Teadet saad hiljem muuta selle isikliku lingiga. Hoia see alles ja ära jaga seda: lingiga saab teadet muuta igaüks.\n\n{{link}}',
    confirmEditSignIn: 'Teadet saad hiljem muuta, kui logid Küünlasse sisse:\n\n{{link}}',
    confirmEditRules:
      'Teksti, kuupäevi, pilte ja asukohta saab muuta tasuta. Teate liik ja maakonnad jäävad nii, nagu need tasuti.',
    confirmInvoice: 'Arve on kirja manuses.',
    confirmReceipt: 'Kviitung on kirja manuses.',
    testNote: 'See oli testmakse: päris raha ei liikunud.',
    invoiceSubject: 'Küünal: arve {{number}}',
    invoiceBody:
      'Tere!\n\n{{payer}} tasus Küünlas teate avaldamise eest. Arve {{number}} summas {{amount}} on kirja manuses.',
    notRefundable: 'Seda tellimust ei saa tagastada: see pole makstud.',
    fullyRefunded: 'Selle tellimuse makse on juba täielikult tagastatud.',
    refundTooLarge: 'Tagastada saab kõige rohkem {{left}}.',
    refundRefused: 'PayPal ei teinud tagastust: {{issue}}. Midagi ei muutunud.',
    mailNotPaid: 'Kinnituskirja saab saata ainult makstud tellimusele.',
    creditSubject: 'Küünal: kreeditarve {{number}}',
    creditBody:
      'Tere, {{name}}!\n\nTagastasime sulle PayPali kaudu {{amount}} (tellimus {{order}}). Põhjus: {{reason}}\n\nKreeditarve {{number}} on kirja manuses.',
    creditLine: 'Tagastus: {{description}}',
    document: {
      creditNote: 'Kreeditarve',
      invoice: 'Arve',
      receipt: 'Kviitung',
      number: 'Number',
      date: 'Kuupäev',
      seller: 'Müüja',
      buyer: 'Ostja',
      payer: 'Maksja',
      regCode: 'Registrikood',
      vatNo: 'KMKR nr',
      iban: 'IBAN',
      email: 'E-post',
      description: 'Kirjeldus',
      quantity: 'Kogus',
      unitNet: 'Hind km-ta',
      vatRate: 'KM',
      lineNet: 'Summa km-ta',
      net: 'Summa käibemaksuta',
      vat: 'Käibemaks {{rate}}',
      total: 'Kokku',
      paid: 'Tasutud PayPaliga {{date}}. Makse viide: {{reference}}.',
      test: 'TESTMAKSE – päris raha ei liikunud',
      thanks: 'Aitäh, et kasutasite Küünalt.',
      refunded: 'Tagastatud PayPaliga {{date}}. Tagastuse viide: {{reference}}.',
      corrects: 'Kreeditarve dokumendile {{number}}.',
      reason: 'Põhjus: {{reason}}',
    },
  },
};
