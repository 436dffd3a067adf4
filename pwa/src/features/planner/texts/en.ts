import type { Translation } from '#pwa/lib/types';
import type { PlannerTexts } from './et';

/** English text of the funeral planner: complete (a missing key fails the typecheck). */
const plannerEn: Translation<PlannerTexts> = {
  lead: 'Everything to do after a death, in one list: enter the date of death and (when known) the funeral date, and each task gets its due date. The list stays on your device and works offline.',
  guide: 'Read the guide “What to do when someone close dies”',
  dates: 'Dates',
  deathDate: 'Date of death',
  funeralDate: 'Funeral date',
  deathCalendar: 'Choose the date of death',
  funeralCalendar: 'Choose the funeral date',
  datesOrder: 'The funeral cannot be before the date of death.',
  countdown_one: '{{count}} day to the funeral',
  countdown_other: '{{count}} days to the funeral',
  today: 'The funeral is today',
  past: 'The funeral has taken place',
  progress: '{{done}} / {{total}} done',
  tasksHeading: 'Tasks',
  due: 'Due {{day}}',
  afterDeath_one: '{{count}} day after the death',
  afterDeath_other: '{{count}} days after the death',
  beforeFuneral_one: '{{count}} day before the funeral',
  beforeFuneral_other: '{{count}} days before the funeral',
  onFuneralDay: 'on the funeral day',
  needsDeath: 'The due date appears once you enter the date of death.',
  needsFuneral: 'The due date appears once you enter the funeral date.',
  overdue: 'overdue',
  note: 'Note',
  changedBy: 'Changed by {{name}}, {{day}} at {{time}}',
  notSent: 'waiting to be sent',
  deleteTask: 'Delete',
  addHeading: 'Add your own task',
  addTitle: 'Task',
  add: 'Add',
  share: {
    heading: 'Share with family',
    lead: 'Everyone with the link sees and changes the shared list. Each change shows who made it and when.',
    name: 'Your name',
    nameHint: 'Shown with your changes, e.g. “Changed by Mari”.',
    button: 'Share with family',
    sharing: 'Making the link…',
    link: 'Private link',
    linkHint: 'Send this link only to those who organise the funeral with you.',
    copy: 'Copy the link',
    copied: 'The link is copied.',
    offline: 'Sharing needs an internet connection.',
  },
  who: {
    heading: 'Who are you?',
    lead: 'You were invited to organise together. Your name stays on this device and is shown with your changes.',
    save: 'Continue',
  },
  sync: {
    synced: 'All changes are shared.',
    offline:
      'No connection: your changes are on this device and are sent when the connection is back.',
    refused: 'A change was not saved: {{message}}',
    firstOpen: 'Opening a shared planner for the first time needs an internet connection.',
  },
  tasks: {
    'death-registration': {
      title: 'Death certificate and registration',
      hint: 'The doctor issues the medical certificate of death and the death is registered electronically (since July 2019). Ask the doctor for the certificate number: the funeral home needs it.',
    },
    'tell-family': {
      title: 'Tell the family',
      hint: 'Call the closest ones yourself; someone may tell the others on the family’s behalf.',
    },
    'funeral-home': {
      title: 'Choose a funeral home',
      hint: 'A funeral home helps with keeping the body, the coffin, transport and the ceremony.',
      link: 'Funeral services',
    },
    offers: {
      title: 'Ask funeral homes for offers',
      hint: 'One request, several providers: the offers come to you.',
      link: 'Ask for a quote',
    },
    'tell-employer': {
      title: 'Tell the employer',
      hint: 'Your own employer (days off) and the deceased’s employer.',
    },
    cemetery: {
      title: 'Book the cemetery or the cremation',
      hint: 'Agree on the grave and the burial time with the cemetery or the cremation time with the crematorium; the funeral home may do it for you.',
    },
    notice: {
      title: 'Publish the death notice',
      hint: 'The funeral’s time and place, so that people can come.',
      link: 'Add a notice',
    },
    music: {
      title: 'Music',
      hint: 'Songs and pieces for the ceremony: live music, an organist or a recording.',
    },
    wake: {
      title: 'The wake',
      hint: 'Place, food and number of guests; book early.',
    },
    flowers: {
      title: 'Flowers and wreaths',
      hint: 'Order the wreaths and the ribbons with their text.',
    },
    'funeral-day': {
      title: 'The funeral day',
      hint: 'Schedule, transport, who speaks; who brings the flowers and documents.',
    },
    'funeral-benefit': {
      title: 'Apply for the funeral benefit',
      hint: 'The municipality of the deceased’s residence pays the funeral benefit; its amount and deadline depend on the municipality.',
    },
    'pension-bank': {
      title: 'Pension, bank and benefits',
      hint: 'Tell the bank; ask the Social Insurance Board about a survivor’s pension and the last payments.',
    },
    documents: {
      title: 'Documents and contracts',
      hint: 'End contracts (phone, electricity, subscriptions); check insurances and powers of attorney.',
    },
    estate: {
      title: 'Estate and notary',
      hint: 'A notary opens the succession. An inheritance can be renounced within three months of learning of it.',
    },
  },
};

export default plannerEn;
