import type { PageTexts } from './et';

const pagesEn: PageTexts = {
  legal: {
    updated: 'Last updated on {{date}}',
    loadError: 'The page could not be loaded.',
    notSaved: 'This page is not saved on this device. Open it again when you are online.',
  },
  contact: {
    heading: 'Contact',
    lead: 'We help with adding, correcting and removing notices and answer questions within one working day.',
    sections: [
      {
        heading: 'Adding and changing a notice',
        paragraphs: [
          'If adding a notice fails or you want to correct a published one, write to us with the link of the notice or the name of the deceased. For urgent matters (for example, the time of the funeral has changed) please call.',
        ],
      },
      {
        heading: 'Funeral homes and partners',
        paragraphs: [
          'Funeral homes and other providers can list their company in Küünal’s directory of services. Send partnership proposals by e-mail.',
        ],
      },
    ],
  },
  contactForm: {
    heading: 'Write to us',
    lead: 'We usually answer within one working day.',
    name: 'Your name',
    email: 'Your e-mail',
    emailHint: 'We will answer to this address.',
    message: 'Message',
    website: 'Website (leave empty)',
    counter: '{{count}}/{{max}}',
    counterLabel: '{{count}} of {{max}} characters used',
    submit: 'Send',
    sent: 'Thank you! We will answer by e-mail as soon as we can, usually within one working day.',
  },
  validation: {
    required: 'This field is required.',
    tooLong: 'At most {{maximum}} characters.',
    email: 'Enter a valid e-mail address.',
    invalid: 'Invalid value.',
  },
  contactLabels: {
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
    hours: 'Opening hours',
    hoursValue: 'Mon–Fri 9:00–17:00',
    company: 'Küünal OÜ',
    details: 'Contact details',
  },
  updatedLabel: 'Updated',
};

export default pagesEn;
