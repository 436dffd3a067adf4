/**
 * The help page "what to do after a death" (/kasulikku/kuidas-kaituda-lahedase-surma-korral) in
 * Estonian, English and Russian: the same steps in each language, grouped by time, each with its
 * deadline, links and the date its facts were last checked. The text is Küünal's own.
 */

export interface HelpLink {
  label: string;
  href: string;
}

export interface HelpStep {
  title: string;
  /** human text, e.g. "Esimesel päeval" */
  deadline: string;
  /** the small Markdown subset, 1–3 short paragraphs or a list */
  body: string;
  /** 0–3 links */
  links: HelpLink[];
  /** 'YYYY-MM-DD', the day the step's facts were last checked */
  checkedAt: string;
}

export interface HelpGroup {
  heading: string;
  steps: HelpStep[];
}

export interface HelpGuide {
  title: string;
  lead: string;
  /** ≤ 160 characters */
  description: string;
  reviewedBy: string;
  /** exactly three: the first days, the first weeks, later */
  groups: HelpGroup[];
}

const CHECKED = '2026-11-24';

const et: HelpGuide = {
  title: 'Kuidas käituda lähedase surma korral',
  lead: 'Mida teha kohe, esimestel nädalatel ja hiljem, kui sinu lähedane on surnud. Iga samm koos tähtaja, lingi ja kuupäevaga, millal seda viimati kontrollisime.',
  description:
    'Mida teha lähedase surma korral: surma registreerimine, matusebüroo, hauaplats, surmateade, matusetoetus, pärimine ja lepingud. Samm-sammult.',
  reviewedBy: 'Küünla toimetus',
  groups: [
    {
      heading: 'Esimestel päevadel',
      steps: [
        {
          title: 'Surma tõendab ja registreerib arst',
          deadline: 'Kohe; lähedased ise surma ei registreeri',
          body: `Surma tõendab arst. Ta koostab arstliku surmateatise elektrooniliselt ja surm kantakse rahvastikuregistrisse. Alates 2019. aasta juulist ei pea lähedased surma perekonnaseisuasutuses registreerima ega järgima kolmepäevast tähtaega, millest vanad juhendid veel räägivad.

Kui surm juhtub kodus, helista oodatud surma korral tööajal perearstile, muul ajal või ootamatu surma korral hädaabinumbrile **112**. Ootamatu surma korral tuleb ka politsei, ja kui surma põhjus on selgusetu, viiakse lahkunu kohtuarstlikule ekspertiisile.`,
          links: [],
          checkedAt: CHECKED,
        },
        {
          title: 'Teavita lähedasi',
          deadline: 'Esimesel päeval kõige lähemad, järgmistel päevadel teised',
          body: `Teata esmalt kõige lähematele pereliikmetele ja jaga helistamine ära, et keegi ei peaks sama uudist kümme korda rääkima. Seejärel teavita lahkunu tööandjat, sõpru ja naabreid.

Pensioni maksev Sotsiaalkindlustusamet, Maksu- ja Tolliamet ja Tervisekassa saavad surmast teada rahvastikuregistrist: neile ei pea eraldi teatama. Kui lahkunu elas üksi, vaata, et kodu oleks lukus ja lemmikloomad hoitud.`,
          links: [],
          checkedAt: CHECKED,
        },
        {
          title: 'Vali matusebüroo',
          deadline: 'Esimestel päevadel',
          body: `Matusebüroo toob lahkunu haiglast, ekspertiisist või kodust, hoiab teda kuni matuseni, aitab valida kirstu või urni, korraldab tuhastamise ja matusepäeva transpordi. Küsi kirjalik pakkumine mitmelt büroolt ja uuri, mis kuulub hinna sisse ja mis maksab eraldi.`,
          links: [
            { label: 'Matuseteenuste kataloog', href: '/matuseteenused' },
            { label: 'Küsi pakkumisi mitmelt pakkujalt', href: '/hinnaparing' },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'Broneeri hauaplats või lepi kokku tuhastamine',
          deadline: 'Esimesel nädalal, enne matusekuupäeva kinnitamist',
          body: `Otsusta koos perega, kas lahkunu maetakse kirstuga või tuhastatakse. Kui perel on kalmistul oma haud, teata kalmistu haldajale, et soovite sinna matta. Kui hauaplatsi ei ole, broneeri see kalmistu haldajalt: tavaliselt on selleks omavalitsus või selle asutus, mõnel kalmistul kogudus.

Samal ajal lepitakse kokku lahkumispaik (kirik, kabel või krematooriumi saal), kellaaeg ning vaimulik või talituse läbiviija. Matusebüroo aitab ka krematooriumi aja kinnitada.`,
          links: [
            {
              label: 'Kirstumatus või tuhastamine: kuidas valida',
              href: '/artikkel/kirstumatus-voi-tuhastamine',
            },
          ],
          checkedAt: CHECKED,
        },
      ],
    },
    {
      heading: 'Esimestel nädalatel',
      steps: [
        {
          title: 'Avalda surmateade',
          deadline: 'Kui matuse aeg ja koht on kindlad, mitu päeva enne matust',
          body: `Surmateade annab sõpradele, kolleegidele ja naabritele teada, et inimene on lahkunud, ning ütleb, kus ja millal saab temaga hüvasti jätta. Teates on tavaliselt sissejuhatus, nimi, sünni- ja surmakuupäev, soovi korral luuletus, ärasaatmise aeg ja koht ning leinajate nimed.`,
          links: [
            { label: 'Koosta teade', href: '/kaastundeavaldus' },
            { label: 'Luuletuste näidised', href: '/kasulikku/luuletuste-naidised' },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'Taotle matusetoetust',
          deadline: 'Esimestel nädalatel; täpse tähtaja määrab omavalitsus',
          body: `Matusetoetust maksab kohalik omavalitsus. Toetuse suurus sõltub omavalitsusest: sageli on see vähemalt 250 eurot, paljudes omavalitsustes rohkem. Taotlus esitatakse selle valla- või linnavalitsusele, kus lahkunu rahvastikuregistri järgi elas; tavaliselt esitab selle matuse korraldaja.

Taotlusvormi, vajalikud dokumendid ja tähtaja leiad oma valla- või linnavalitsuse veebilehelt või sotsiaalosakonnast. Maavalitsusi ei ole olnud alates 2018. aastast ja Sotsiaalkindlustusamet matusetoetust ei maksa.`,
          links: [
            { label: 'Matuse eelarve ja toetused', href: '/artikkel/matuse-eelarve-planeerimine' },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'Matusepäev',
          deadline: 'Tavaliselt üks kuni kaks nädalat pärast surma',
          body: `Matusepäeval on lahkumistseremoonia, viimne hüvastijätt, kalmistule minek või tuhastamise korral hüvastijätt krematooriumis ning seejärel peied. Lepi eelnevalt kokku kõnelejad, muusika ja inimene, kes võtab külalisi vastu. Hoia alles kõik arved: matuse kulud saab hiljem pärandist hüvitada.`,
          links: [
            { label: 'Matusepäev samm-sammult', href: '/artikkel/matusepaev-samm-sammult' },
            { label: 'Matuse projektijuht', href: '/projektijuht' },
          ],
          checkedAt: CHECKED,
        },
      ],
    },
    {
      heading: 'Hiljem',
      steps: [
        {
          title: 'Pärimine ja notar',
          deadline:
            'Pärandist loobumine 3 kuu jooksul surmast ja oma pärimisõigusest teada saamisest',
          body: `Pärimismenetluse algatab notar pärija avalduse alusel. Notar kontrollib pärimisregistrist testamendi, selgitab välja pärijad ja väljastab pärimistunnistuse, mille alusel saab lahkunu vara, näiteks pangakonto, korteri või auto, pärijate nimele.

Pärand läheb pärijale üle koos võlgadega. Kui pärija ei loobu pärandist kolme kuu jooksul, loetakse, et ta on selle vastu võtnud. Kui pärandi koosseis on ebaselge, küsi notarilt pärandvara inventuuri kohta.`,
          links: [
            { label: 'Notarite Koda', href: 'https://www.notar.ee' },
            { label: 'Pärimine ja notar', href: '/artikkel/parimine-ja-notar' },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'Pension ja toitjakaotuspension',
          deadline: 'Esimestel kuudel',
          body: `Sotsiaalkindlustusamet lõpetab lahkunu pensioni maksmise ise, rahvastikuregistri andmete alusel. Kui lahkunu ülalpeetavad, näiteks alaealised või õppivad lapsed, jäid ilma toetuseta, võivad nad saada toitjakaotuspensioni. Selle taotlus esitatakse Sotsiaalkindlustusametile, kes selgitab ka tingimusi.`,
          links: [
            { label: 'Sotsiaalkindlustusamet', href: 'https://www.sotsiaalkindlustusamet.ee' },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'Pank, lepingud, dokumendid ja tellimused',
          deadline: 'Esimestel kuudel',
          body: `- **Pank** piirab lahkunu kontode kasutamist; raha saavad pärijad kätte pärimistunnistuse alusel. Lahkunu kaardiga ei tohi maksta.
- **Lepingud**: elekter, vesi, küte, internet, telefon ja kindlustused tuleb lõpetada või üle võtta.
- **Tellimused ja kontod**: ajalehed, voogedastus, liikmemaksud, e-post ja sotsiaalmeedia.
- **Maksud**: kui lahkunul oli ettevõte või tulusid, mille kohta tuleb deklaratsioon esitada, küsi Maksu- ja Tolliametist.
- **Surmatunnistus**: Eesti asutused näevad surma registrist; kui tõendit on vaja näiteks välisriigis, saab selle tellida.`,
          links: [
            {
              label: 'Kontod, lepingud ja dokumendid pärast surma',
              href: '/artikkel/kontod-lepingud-ja-dokumendid-parast-surma',
            },
            { label: 'Maksu- ja Tolliamet', href: 'https://www.emta.ee' },
            { label: 'Riigiportaal eesti.ee', href: 'https://www.eesti.ee' },
          ],
          checkedAt: CHECKED,
        },
      ],
    },
  ],
};

const en: HelpGuide = {
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

const ru: HelpGuide = {
  title: 'Что делать, если умер близкий человек',
  lead: 'Что сделать сразу, в первые недели и позже, когда умер близкий вам человек. Каждый шаг со сроком, ссылкой и датой, когда мы его последний раз проверяли.',
  description:
    'Что делать после смерти близкого в Эстонии: регистрация смерти, похоронное бюро, место на кладбище, объявление, пособие, наследство и договоры.',
  reviewedBy: 'Редакция Küünal',
  groups: [
    {
      heading: 'В первые дни',
      steps: [
        {
          title: 'Смерть констатирует и регистрирует врач',
          deadline: 'Сразу; родственники сами смерть не регистрируют',
          body: `Смерть констатирует врач. Он оформляет медицинское свидетельство о смерти в электронном виде, и смерть вносится в регистр народонаселения. С июля 2019 года родственникам не нужно регистрировать смерть в отделе записи актов гражданского состояния и соблюдать трёхдневный срок, о котором ещё пишут старые инструкции.

Если смерть наступила дома и была ожидаемой, в рабочее время позвоните семейному врачу; в другое время или при внезапной смерти звоните по номеру экстренной помощи **112**. При внезапной смерти приезжает и полиция, а если причина смерти неясна, умершего направляют на судебно-медицинскую экспертизу.`,
          links: [],
          checkedAt: CHECKED,
        },
        {
          title: 'Сообщите близким',
          deadline: 'Самым близким в первый день, остальным в следующие дни',
          body: `Сначала сообщите самым близким членам семьи и распределите звонки, чтобы никому не пришлось пересказывать одну и ту же новость десять раз. Затем сообщите работодателю умершего, друзьям и соседям.

Департамент социального страхования, который выплачивает пенсии, Налогово-таможенный департамент и Касса здоровья узнают о смерти из регистра народонаселения: сообщать им отдельно не нужно. Если умерший жил один, проследите, чтобы дом был заперт, а домашние животные — под присмотром.`,
          links: [],
          checkedAt: CHECKED,
        },
        {
          title: 'Выберите похоронное бюро',
          deadline: 'В первые дни',
          body: `Похоронное бюро перевозит умершего из больницы, экспертизы или из дома, хранит тело до похорон, помогает выбрать гроб или урну, организует кремацию и транспорт в день похорон. Запросите письменные предложения у нескольких бюро и уточните, что входит в цену, а что оплачивается отдельно.`,
          links: [
            { label: 'Каталог похоронных услуг', href: '/matuseteenused' },
            { label: 'Запросить предложения у нескольких бюро', href: '/hinnaparing' },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'Забронируйте место на кладбище или договоритесь о кремации',
          deadline: 'В первую неделю, до того как дата похорон будет окончательной',
          body: `Решите вместе с семьёй, будет ли умерший похоронен в гробу или кремирован. Если у семьи есть могила на кладбище, сообщите управляющему кладбищем, что хотите похоронить там. Если места нет, забронируйте его у управляющего кладбищем: обычно это местное самоуправление или его учреждение, на некоторых кладбищах — церковный приход.

Одновременно согласуются место прощания (церковь, часовня или зал крематория), время, а также священник или ведущий светской церемонии. Похоронное бюро помогает согласовать и время в крематории.`,
          links: [
            {
              label: 'Погребение в гробу или кремация (на эстонском)',
              href: '/artikkel/kirstumatus-voi-tuhastamine',
            },
          ],
          checkedAt: CHECKED,
        },
      ],
    },
    {
      heading: 'В первые недели',
      steps: [
        {
          title: 'Опубликуйте траурное объявление',
          deadline: 'Когда время и место похорон известны, за несколько дней до похорон',
          body: `Траурное объявление сообщает друзьям, коллегам и соседям, что человек ушёл из жизни, и где и когда с ним можно проститься. В объявлении обычно есть вступительные слова, имя, даты рождения и смерти, по желанию стихотворение, время и место прощания и имена скорбящих.`,
          links: [
            { label: 'Составить объявление', href: '/kaastundeavaldus' },
            { label: 'Образцы стихотворений', href: '/kasulikku/luuletuste-naidised' },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'Подайте заявление на пособие на погребение',
          deadline: 'В первые недели; точный срок устанавливает самоуправление',
          body: `Пособие на погребение выплачивает местное самоуправление. Его размер зависит от самоуправления: часто не меньше 250 евро, во многих самоуправлениях больше. Заявление подаётся в волостную или городскую управу по месту жительства умершего согласно регистру народонаселения; обычно его подаёт тот, кто организует похороны.

Бланк заявления, нужные документы и срок вы найдёте на сайте своего самоуправления или в его отделе социальной помощи. Уездных управ нет с 2018 года, а Департамент социального страхования пособие на погребение не выплачивает.`,
          links: [
            {
              label: 'Бюджет похорон и пособия (на эстонском)',
              href: '/artikkel/matuse-eelarve-planeerimine',
            },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'День похорон',
          deadline: 'Обычно через одну-две недели после смерти',
          body: `В день похорон проходят церемония прощания, последнее прощание, путь на кладбище (при кремации — прощание в крематории), а затем поминки. Заранее договоритесь о выступающих, музыке и о человеке, который будет встречать гостей. Сохраняйте все счета: расходы на похороны позже можно возместить из наследства.`,
          links: [
            {
              label: 'День похорон шаг за шагом (на эстонском)',
              href: '/artikkel/matusepaev-samm-sammult',
            },
            { label: 'Планировщик похорон', href: '/projektijuht' },
          ],
          checkedAt: CHECKED,
        },
      ],
    },
    {
      heading: 'Позже',
      steps: [
        {
          title: 'Наследство и нотариус',
          deadline:
            'Отказ от наследства — в течение 3 месяцев с момента, когда вы узнали о смерти и о своём праве наследовать',
          body: `Наследственное производство открывает нотариус по заявлению наследника. Нотариус проверяет в наследственном регистре, есть ли завещание, устанавливает наследников и выдаёт свидетельство о наследовании, на основании которого имущество умершего — например, банковский счёт, квартира или автомобиль — переходит к наследникам.

Наследство переходит к наследнику вместе с долгами. Если наследник не откажется от наследства в течение трёх месяцев, считается, что он его принял. Если неясно, из чего состоит наследство, спросите нотариуса об инвентаризации наследственного имущества.`,
          links: [
            { label: 'Нотариальная палата', href: 'https://www.notar.ee' },
            { label: 'Наследство и нотариус (на эстонском)', href: '/artikkel/parimine-ja-notar' },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'Пенсия и пенсия по потере кормильца',
          deadline: 'В первые месяцы',
          body: `Департамент социального страхования сам прекращает выплату пенсии умершего на основании данных регистра народонаселения. Если иждивенцы умершего, например несовершеннолетние или учащиеся дети, остались без поддержки, они могут получать пенсию по потере кормильца. Заявление подаётся в Департамент социального страхования, который также разъяснит условия.`,
          links: [
            {
              label: 'Департамент социального страхования',
              href: 'https://www.sotsiaalkindlustusamet.ee',
            },
          ],
          checkedAt: CHECKED,
        },
        {
          title: 'Банк, договоры, документы и подписки',
          deadline: 'В первые месяцы',
          body: `- **Банк** ограничивает пользование счетами умершего; деньги наследники получают на основании свидетельства о наследовании. Картой умершего пользоваться нельзя.
- **Договоры**: электричество, вода, отопление, интернет, телефон и страховки нужно расторгнуть или переоформить.
- **Подписки и аккаунты**: газеты, стриминговые сервисы, членские взносы, электронная почта и социальные сети.
- **Налоги**: если у умершего была фирма или доходы, о которых нужно подать декларацию, обратитесь в Налогово-таможенный департамент.
- **Свидетельство о смерти**: эстонские учреждения видят данные о смерти в регистре; если свидетельство нужно, например, за границей, его можно заказать.`,
          links: [
            {
              label: 'Счета, договоры и документы после смерти (на эстонском)',
              href: '/artikkel/kontod-lepingud-ja-dokumendid-parast-surma',
            },
            { label: 'Налогово-таможенный департамент', href: 'https://www.emta.ee' },
            { label: 'Государственный портал eesti.ee', href: 'https://www.eesti.ee' },
          ],
          checkedAt: CHECKED,
        },
      ],
    },
  ],
};

export const HELP_GUIDE: Record<'et' | 'en' | 'ru', HelpGuide> = { et, en, ru };
