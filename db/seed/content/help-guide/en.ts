/** The help guide in English (../help-guide.ts) */
import { CHECKED, type HelpGuide } from './types';

export const en: HelpGuide = {
  title: 'What to do when someone close to you dies',
  lead: 'What to do at once, in the first weeks and later when someone close to you has died. Each step with its deadline, a link and the date we last checked it.',
  description:
    'What to do after a death in Estonia: registration, the funeral home, the grave, the death notice, the funeral benefit, the estate and contracts. Step by step.',
  reviewedBy: 'Küünal editorial team',
  groups: [
    {
      heading: 'In the first days',
      steps: [
        {
          title: 'A doctor confirms and registers the death',
          deadline: 'At once; the family does not register the death',
          body: `A doctor confirms the death. The doctor fills in the medical death certificate electronically and the death is entered in the population register. Since July 2019 the family no longer registers a death at a registry office and there is no three-day deadline, whatever older guides may say.

If the death happens at home and was expected, call the family doctor during office hours; at other times, or if the death was unexpected, call the emergency number **112**. The police also come after an unexpected death, and if the cause of death is unclear, the deceased is taken for a forensic examination.`,
          links: [],
          checkedAt: CHECKED,
        },
        {
          title: 'Tell the people closest to you',
          deadline: 'The closest family on the first day, others in the following days',
          body: `First tell the closest family and share out the calls, so that no one has to repeat the same news ten times. Then tell the deceased's employer, friends and neighbours.

The Social Insurance Board, which pays pensions, the Tax and Customs Board and the Health Insurance Fund learn of the death from the population register: you do not need to tell them. If the deceased lived alone, make sure the home is locked and any pets are looked after.`,
          links: [],
          checkedAt: CHECKED,
        },
        {
          title: 'Choose a funeral home',
          deadline: 'In the first days',
          body: `The funeral home brings the deceased from the hospital, the forensic institute or home, keeps them until the funeral, helps choose a coffin or an urn, arranges the cremation and the transport on the funeral day. Ask several funeral homes for a written offer and check what the price includes and what costs extra.`,
          links: [
            { label: 'Directory of funeral services', href: '/matuseteenused' },
            { label: 'Ask several providers for offers', href: '/hinnaparing' },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'Book a grave or arrange the cremation',
          deadline: 'In the first week, before the funeral date is confirmed',
          body: `Decide with the family whether the deceased will be buried in a coffin or cremated. If the family has a grave in a cemetery, tell the cemetery administrator that you wish to bury there. If there is no grave, book one with the cemetery administrator: usually the local government or one of its agencies, at some cemeteries a congregation.

At the same time you agree on the place of the farewell (a church, a chapel or the crematorium's hall), the time, and the minister or the officiant of a secular ceremony. The funeral home also helps to confirm a time at the crematorium.`,
          links: [
            {
              label: 'Burial or cremation: how to choose (in Estonian)',
              href: '/artikkel/kirstumatus-voi-tuhastamine',
            },
          ],
          checkedAt: CHECKED,
        },
      ],
    },
    {
      heading: 'In the first weeks',
      steps: [
        {
          title: 'Publish a death notice',
          deadline: 'Once the time and place of the funeral are certain, several days before it',
          body: `A death notice tells friends, colleagues and neighbours that the person has died, and where and when they can say goodbye. A notice usually has an opening line, the name, the dates of birth and death, a poem if you wish, the time and place of the funeral and the names of the mourners.`,
          links: [
            { label: 'Write a notice', href: '/kaastundeavaldus' },
            { label: 'Poem samples', href: '/kasulikku/luuletuste-naidised' },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'Apply for the funeral benefit',
          deadline: 'In the first weeks; the local government sets the exact deadline',
          body: `The funeral benefit is paid by the local government. Its amount depends on the municipality: often at least 250 euros, in many municipalities more. The application goes to the rural municipality or city government where the deceased lived according to the population register; it is usually made by the person who arranges the funeral.

You will find the form, the documents needed and the deadline on your municipality's website or at its social welfare department. County governments have not existed since 2018, and the Social Insurance Board does not pay a funeral benefit.`,
          links: [
            {
              label: 'The funeral budget and benefits (in Estonian)',
              href: '/artikkel/matuse-eelarve-planeerimine',
            },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'The funeral day',
          deadline: 'Usually one to two weeks after the death',
          body: `The funeral day has the farewell ceremony, the last goodbye, the way to the cemetery (or, for a cremation, the farewell at the crematorium) and then the wake. Agree beforehand on the speakers, the music and a person who welcomes the guests. Keep every invoice: the funeral costs can later be reimbursed from the estate.`,
          links: [
            {
              label: 'The funeral day step by step (in Estonian)',
              href: '/artikkel/matusepaev-samm-sammult',
            },
            { label: 'The funeral planner', href: '/projektijuht' },
          ],
          checkedAt: CHECKED,
        },
      ],
    },
    {
      heading: 'Later',
      steps: [
        {
          title: 'The estate and the notary',
          deadline:
            'Renouncing the estate: within 3 months of learning of the death and of your right to inherit',
          body: `A notary opens the succession proceedings on an heir's application. The notary checks the succession register for a will, establishes who the heirs are and issues the certificate of succession, on which the deceased's property, such as a bank account, a flat or a car, passes into the heirs' names.

The estate passes to the heir together with its debts. An heir who does not renounce the estate within three months is deemed to have accepted it. If it is unclear what the estate holds, ask the notary about an inventory of the estate.`,
          links: [
            { label: 'Chamber of Notaries', href: 'https://www.notar.ee' },
            {
              label: 'The estate and the notary (in Estonian)',
              href: '/artikkel/parimine-ja-notar',
            },
          ],
          checkedAt: CHECKED,
        },
        {
          title: "Pension and survivor's pension",
          deadline: 'In the first months',
          body: `The Social Insurance Board stops paying the deceased's pension by itself, from the population register's data. If the deceased's dependants, such as minor children or children in education, are left without support, they may receive a survivor's pension. The application goes to the Social Insurance Board, which also explains the conditions.`,
          links: [
            { label: 'Social Insurance Board', href: 'https://www.sotsiaalkindlustusamet.ee' },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'Bank, contracts, documents and subscriptions',
          deadline: 'In the first months',
          body: `- **The bank** restricts the use of the deceased's accounts; the heirs receive the money on the certificate of succession. The deceased's card must not be used.
- **Contracts**: electricity, water, heating, internet, phone and insurance have to be ended or taken over.
- **Subscriptions and accounts**: newspapers, streaming, membership fees, e-mail and social media.
- **Taxes**: if the deceased had a business or income that needs a tax return, ask the Tax and Customs Board.
- **Death certificate**: Estonian institutions see the death in the register; if a certificate is needed, for example abroad, it can be ordered.`,
          links: [
            {
              label: 'Accounts, contracts and documents after a death (in Estonian)',
              href: '/artikkel/kontod-lepingud-ja-dokumendid-parast-surma',
            },
            { label: 'Tax and Customs Board', href: 'https://www.emta.ee' },
            { label: 'State portal eesti.ee', href: 'https://www.eesti.ee' },
          ],
          checkedAt: CHECKED,
        },
      ],
    },
  ],
};
