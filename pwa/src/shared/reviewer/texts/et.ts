/**
 * Estonian text of the reviewers' social sign-in (the "reviewer" namespace): the sign-in block
 * of the login page and of a company page's reviews.
 */
const reviewerEt = {
  reviewers: {
    heading: 'Arvustajana sisselogimine',
    lead: 'Matuseteenuste arvustamiseks logi sisse Google’i või Facebooki kontoga. See on eraldi Küünla kontost.',
    provider: 'Logi sisse: {{name}}',
    testProvider: '{{name}} (testsisselogimine)',
    testNote:
      'Testsisselogimine: päris Google’i või Facebooki kontot ei kasutata, nime ja e-posti sisestad ise.',
    signedIn: 'Arvustajana sisse logitud: {{name}}',
    logout: 'Logi välja',
    loading: 'Laadin sisselogimisviise…',
    unavailable: 'Arvustajana sisselogimine ei ole praegu saadaval.',
  },
  socialError: {
    invalid_state: 'Sisselogimine aegus või katkes. Palun proovi uuesti.',
    denied: 'Sisselogimisest loobuti: luba ei antud.',
    failed: 'Arvustajana sisselogimine ebaõnnestus. Palun proovi uuesti.',
  },
};

export default reviewerEt;
export type ReviewerTexts = typeof reviewerEt;
