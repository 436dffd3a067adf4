import type { HelpTexts } from './et';

/** English text of the help pages' frame: complete (a missing key fails the typecheck). */
const helpEn: HelpTexts = {
  loadError: 'The page could not be loaded.',
  notSaved: 'This page is not saved on this device. Open it again when you are online.',
  reviewed: 'Last reviewed on {{date}} by {{who}}',
  checked: 'Last checked on {{date}}',
  deadline: 'When',
  newTab: '(opens in a new window)',
  more: 'See also',
  links: {
    poems: 'Poem samples',
    condolences: 'Condolence samples',
    planner: 'Funeral planner',
    directory: 'Funeral services',
  },
  poems: {
    heading: 'Poems',
    filters: 'Choose poems',
    mood: 'Mood',
    type: 'Kind of notice',
    any: 'All',
    moods: {
      comfort: 'Comfort',
      farewell: 'Farewell',
      memory: 'Memory',
      nature: 'Nature',
      faith: 'Faith',
    },
    types: {
      '1': 'Death notice',
      '2': 'Condolence',
      '3': 'Memorial day',
    },
    found_one: '{{count}} poem',
    found_other: '{{count}} poems',
    empty: 'No poems match these choices. Try another mood or kind of notice.',
    loadError: 'The poems could not be loaded.',
    free: 'Free to use',
    licensed: 'Licence: {{licence}}',
    folk: 'folk poetry',
    died: 'died {{year}}',
    use: 'Use in a notice',
    useLabel: 'Use in a notice: “{{title}}”',
  },
  condolences: {
    samples: 'Sample texts',
    use: 'Words that fit',
    avoid: 'What to avoid',
    useThis: 'Use this',
    useThisLabel: 'Use this sample in a condolence: {{start}}',
  },
};

export default helpEn;
