/**
 * Estonian text of the account screens (the "auth" namespace): login, registration, password
 * reset, social sign-in and "Minu konto". Server messages (wrong password, throttling…) come
 * localised from the API and are shown as they are.
 */
const authEt = {
  fields: {
    name: 'Nimi',
    email: 'E-post',
    password: 'Parool',
    newPassword: 'Uus parool',
    currentPassword: 'Praegune parool',
    signature: 'Allkiri',
    passwordRule: 'Vähemalt {{min}} märki.',
    signatureHint: 'Vaikimisi allkiri sinu teadetele, näiteks „Leinajad“.',
    showPassword: 'Näita parooli',
  },
  validation: {
    required: 'Kohustuslik väli.',
    tooShort: 'Peab olema vähemalt {{minimum}} märki.',
    tooLong: 'Võib olla kuni {{maximum}} märki.',
    email: 'Sisesta korrektne e-posti aadress.',
    invalid: 'Vigane väärtus.',
  },
  login: {
    heading: 'Logi sisse',
    lead: 'Logi sisse, et lisada ja hallata oma teateid.',
    submit: 'Logi sisse',
    wait: 'Proovi uuesti {{seconds}} s pärast',
    forgot: 'Unustasid parooli?',
    noAccount: 'Pole veel kontot?',
    register: 'Loo konto',
  },
  social: {
    busy: 'Lõpetan sisselogimist…',
    failed: 'Arvustajana sisselogimine ebaõnnestus',
    back: 'Tagasi sisselogimise juurde',
  },
  register: {
    heading: 'Loo konto',
    lead: 'Konto abil saad lisada teateid ja neid hiljem muuta.',
    submit: 'Loo konto',
    provider: 'Olen matuseteenuse pakkuja',
    haveAccount: 'Konto on juba olemas?',
    login: 'Logi sisse',
  },
  forgot: {
    heading: 'Unustasid parooli?',
    lead: 'Sisesta oma konto e-post: saadame sinna lingi, millega saad uue parooli valida.',
    submit: 'Saada link',
    back: 'Tagasi sisselogimise juurde',
  },
  reset: {
    heading: 'Uus parool',
    lead: 'Vali oma kontole uus parool.',
    checking: 'Kontrollin linki…',
    invalid: 'Parooli taastamise link on vigane, aegunud või juba kasutatud.',
    invalidHeading: 'Link ei kehti',
    requestNew: 'Telli uus link',
    submit: 'Salvesta uus parool',
    login: 'Logi sisse',
  },
  account: {
    heading: 'Minu konto',
    signedInAs: 'Sisse logitud: {{email}}',
    profile: 'Minu andmed',
    save: 'Salvesta',
    saved: 'Andmed on salvestatud.',
    password: 'Muuda parooli',
    changePassword: 'Muuda parooli',
    company: 'Minu ettevõte',
    companyLead:
      'Matuseteenuse pakkujana halda oma ettevõtte lehte: lahtiolekuajad, hinnad ja teenused.',
    notices: 'Minu teated',
    noticesEmpty: 'Sul ei ole veel teateid.',
    noticesError: 'Teateid ei õnnestunud laadida.',
    more: 'Näita veel',
    created: 'Lisatud {{date}}',
    status: {
      draft: 'Mustand',
      awaiting_payment: 'Ootab makset',
      published: 'Avaldatud',
      hidden: 'Peidetud',
    },
    logout: 'Logi välja',
    loggedOut: 'Oled välja logitud.',
    deleted: 'Sinu konto on kustutatud.',
    delete: 'Kustuta konto',
    deleteHeading: 'Konto kustutamine',
    deleteWarning:
      'Konto, selle sisselogimised ja mustandid kustutatakse jäädavalt. Avaldatud teated jäävad alles, kuid ei ole enam sinu kontoga seotud. Kinnitamiseks sisesta oma parool.',
    deleteConfirm: 'Kustuta konto jäädavalt',
    cancel: 'Loobu',
  },
  error: 'Midagi läks viltu. Palun proovi uuesti.',
};

export default authEt;
export type AuthTexts = typeof authEt;
