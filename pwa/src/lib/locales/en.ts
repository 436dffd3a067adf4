import type { Messages } from './et';

/** English UI text: complete (the type makes a missing key a build error). */
const en: Messages = {
  app: {
    name: 'Küünal',
    tagline: 'Death notices, condolences and memorial days',
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    homeLink: 'Küünal – home page',
  },
  nav: {
    label: 'Main menu',
    menu: 'Menu',
    notices: 'Notices',
    funeral: 'Funeral notices',
    condolences: 'Condolences',
    memorials: 'Memorial days',
    addNotice: 'Add a notice',
  },
  footer: {
    label: 'Footer links',
    privacy: 'Privacy',
    terms: 'Terms of use',
    contact: 'Contact',
    language: 'Language',
    attribution:
      'Source: Estonian Land Board (Maa-amet), administrative and settlement division, 01.09.2018',
    about: 'Küünal helps you announce the passing of a loved one and share their memory.',
  },
  languages: {
    et: 'Eesti',
    en: 'English',
    ru: 'Русский',
  },
  titles: {
    home: 'Küünal – death notices and remembrance',
    notices: 'Death notices',
    funeral: 'Funeral notices',
    condolences: 'Condolences',
    memorials: 'Memorial days',
    notice: 'Notice',
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    contact: 'Contact',
    error: 'Error',
    noAccess: 'Access denied',
    notFound: 'Page not found',
  },
  types: {
    funeral: 'Funeral notice',
    condolence: 'Condolence',
    memorial: 'Memorial day',
  },
  home: {
    heading: 'Küünal',
    lead: 'Announce the passing of a loved one, express your condolences and light a candle in remembrance.',
    searchLabel: 'Search for the deceased by name',
    searchPlaceholder: 'First or last name',
    searchButton: 'Search',
    latest: 'Latest notices',
    allNotices: 'All notices',
    browse: 'Browse notices',
    howHeading: 'How to publish a notice',
    howSteps: {
      type: {
        title: 'Choose the kind of notice',
        text: 'A funeral notice, a condolence or a memorial day notice.',
      },
      data: {
        title: 'Write the text',
        text: 'Add the name of the deceased, the dates, a poem and, if you wish, a photo.',
      },
      pay: {
        title: 'Review and pay',
        text: 'The notice appears on the site as soon as the payment is received.',
      },
    },
    cta: 'Add a notice',
    empty: 'There are no notices yet.',
  },
  list: {
    loading: 'Loading notices…',
    loadError: 'The notices could not be loaded.',
    retry: 'Try again',
  },
  notice: {
    maiden: '(née {{name}})',
    imageMissing: 'The image could not be loaded',
  },
  errors: {
    generic: 'Something went wrong',
    genericText: 'An error occurred while showing the page. Please try again.',
    retry: 'Try again',
    home: 'Home page',
    network: 'The connection to the server was lost. Check your internet connection.',
    errorHeading: 'Error',
    errorDefault: 'An unexpected error occurred.',
    goBack: 'Continue',
    noAccessHeading: 'Access denied!',
    noAccessText: 'You do not have permission to view this page.',
    notFoundHeading: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has been removed.',
    shortcuts: 'Shortcuts',
    toNotices: 'Notices',
    toArticles: 'Articles',
    toProviders: 'Funeral services',
    contactUs: 'If you think something should be here, write to us:',
  },
};

export default en;
