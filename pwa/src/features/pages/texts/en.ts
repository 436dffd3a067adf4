import type { PageTexts } from './et';

const pagesEn: PageTexts = {
  privacy: {
    heading: 'Privacy policy',
    lead: 'Küünal collects only the data needed to publish a notice, to take payment and to remember. We do not sell data and we do not use advertising trackers.',
    updated: 'Last updated on 25 November 2026',
    sections: [
      {
        heading: 'Who processes the data',
        paragraphs: [
          'The controller is Küünal OÜ, Narva mnt 5, 10117 Tallinn, Estonia. For data protection questions write to info@kyynal.ee.',
        ],
      },
      {
        heading: 'What data we keep',
        paragraphs: ['When you publish a notice or visit the site we store the following:'],
        items: [
          'The name and e-mail address of the person adding a notice – to send the confirmation, invoice and edit link and to contact them about the notice if needed.',
          'Payer details – the name of a private person, or a company’s name, address, registration code and invoice e-mail, which accounting law requires for issuing and keeping invoices.',
          'The content of the notice – the name of the deceased, dates, texts and pictures submitted for publication.',
          'Tributes – the writer’s name and text, published with the notice.',
          'A visitor cookie – a random identifier used to limit candles (one per notice per hour) and to protect forms against forged requests. It contains no personal data and does not link you to your name.',
          'Service requests – the services wanted, the settlement, the date, the budget and the message, and the sender’s name, e-mail and phone. Providers see the name, e-mail and phone only once you accept their offer, and of your location only the settlement.',
          'An account – your name, e-mail address and a hash of your password (never the password itself). You can delete your account on the account page.',
          'Reviews – the name we receive when you sign in with a social account, your rating and text, published on the company’s page.',
          'Notifications – when you follow a notice, we keep your browser’s push address and the list of notices you follow. They are deleted when you stop following.',
          'The contact form – your name, e-mail address and message are sent by e-mail to our mailbox. Once sent, the message text is erased from our sending queue.',
          'The funeral planner – its dates, tasks and notes stay on your device. If you share the planner with your family, we keep a copy on our server with the names of those who changed it; nobody without the link can see it.',
        ],
      },
      {
        heading: 'What we do not do',
        paragraphs: [
          'We use no advertising cookies or third-party tracking scripts, and we do not sell or pass on data for marketing. The share buttons are plain links that load no social network scripts until you press them.',
        ],
      },
      {
        heading: 'How long we keep data',
        paragraphs: [
          'A published notice stays visible until the person who added it asks for its removal. Payment and invoice data are kept for the seven years required by accounting law. The visitor cookie expires after one year. Service requests and their contact details are deleted 90 days after the request closes (unconfirmed ones 90 days after they were sent). A shared funeral planner is deleted once nobody has changed it for a year.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask which data we hold about you and have it corrected or deleted unless the law requires us to keep it. Write to info@kyynal.ee. If you believe we have processed your data wrongly, you may turn to the Estonian Data Protection Inspectorate.',
        ],
      },
    ],
  },
  terms: {
    heading: 'Terms of use',
    lead: 'These terms apply to publishing notices and using Küünal. By publishing a notice you confirm that you have read and accept them.',
    updated: 'Last updated on 25 November 2026',
    sections: [
      {
        heading: 'Publishing a notice',
        paragraphs: [
          'Küünal publishes funeral notices, condolences and memorial day notices. The person adding a notice confirms that:',
        ],
        items: [
          'they are entitled to publish it and the family of the deceased does not object;',
          'the details in the notice are correct and the pictures may be published;',
          'the notice contains nothing offensive, promotional or unlawful.',
        ],
      },
      {
        heading: 'Moderation',
        paragraphs: [
          'We may hide or remove notices and tributes that break these terms, good practice or anyone’s rights. Tributes appear at once, but we review them and remove unsuitable ones. If you notice unsuitable content, write to info@kyynal.ee.',
        ],
      },
      {
        heading: 'Prices and payment',
        paragraphs: [
          'Publishing a notice is paid; the price depends on whether the payer is a private person or a company and includes VAT. The price is shown before payment. The notice is published automatically as soon as the payment succeeds, and the invoice is sent to the payer’s e-mail address. Lighting candles, writing tributes and sharing notices are free.',
        ],
      },
      {
        heading: 'Changes and refunds',
        paragraphs: [
          'The text of a published notice can be corrected through the edit link sent by e-mail. If a payment was made but the notice was not published because of a technical fault, we refund the full amount. As a rule, notices already published are not refunded; if a notice is removed at its author’s request within 24 hours of publication, we refund half the price. Refunds are made within 14 days to the account the payment came from.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'The person who adds a notice is responsible for its content. Küünal does its best to keep the service available but is not liable for interruptions caused by maintenance or by failures of third parties.',
        ],
      },
    ],
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
