/**
 * The condolence samples page (/kasulikku/kaastundeavalduse-naidis) in Estonian, English and
 * Russian: ready-to-use condolence texts by relationship, with phrases to use and to avoid. Each
 * language's samples are written for its own readers, not translated word for word. The text is
 * Küünal's own.
 */

export type Relationship = 'family' | 'friend' | 'colleague' | 'neighbour';

export interface CondolenceGroup {
  relationship: Relationship;
  /** e.g. 'Perekonnale' */
  label: string;
  /** three ready-to-use condolence texts, 2–4 sentences, ≤ 600 characters each */
  samples: string[];
  /** 3–5 phrases to use */
  use: string[];
  /** 3–5 phrases to avoid, each with a short why after " — " */
  avoid: string[];
}

export interface CondolencePage {
  title: string;
  lead: string;
  /** ≤ 160 characters */
  description: string;
  reviewedBy: string;
  /** all four relationships, in the order family, friend, colleague, neighbour */
  groups: CondolenceGroup[];
}

const et: CondolencePage = {
  title: 'Kaastundeavalduse näidised',
  lead: 'Valmis tekstid kaastundeavalduseks perele, sõbrale, kolleegi lähedastele ja naabrile. Vali sobiv, muuda seda oma sõnadega ja avalda teatena.',
  description:
    'Kaastundeavalduse näidised perele, sõbrale, kolleegi lähedastele ja naabrile ning sõnad, mida kasutada ja mida vältida.',
  reviewedBy: 'Küünla toimetus',
  groups: [
    {
      relationship: 'family',
      label: 'Perekonnale',
      samples: [
        'Siiras kaastunne teile kõigile kalli ema ja vanaema kaotuse puhul. Tema soe süda ja lahke naer jäävad meid saatma. Oleme mõttes teiega.',
        'Sügav kaastunne leinavale perele armsa isa, vanaisa ja abikaasa lahkumise puhul. Tema töökad käed ja hea sõna jäävad meelde kõigile, kes teda tundsid.',
        'Mälestame kallist sugulast ja avaldame siirast kaastunnet kogu perele. Jõudu ja hoidmist teile neil rasketel päevadel.',
      ],
      use: [
        'Siiras kaastunne',
        'Oleme mõttes teiega',
        'Jõudu neil rasketel päevadel',
        'Tema mälestus jääb meiega',
      ],
      avoid: [
        'Ta on nüüd paremas kohas — ei pruugi sobida pere uskumustega ja võib kõlada kaotuse pisendamisena',
        'Vähemalt elas ta pika elu — sõna „vähemalt“ teeb kaotuse väiksemaks',
        'Ma tean, mida te tunnete — iga lein on oma, ka sugulaste vahel',
        'Küll aeg parandab — värske leina keskel kõlab see kiirustamisena',
      ],
    },
    {
      relationship: 'friend',
      label: 'Sõbrale',
      samples: [
        'Siiras kaastunne Sulle ja Su lähedastele kalli ema kaotuse puhul. Oleme Sinuga mõtetes ja toeks, kui vajad.',
        'Mälestame Sinu isa kui lahket ja rõõmsameelset inimest, kelle juures oli alati hea olla. Sügav kaastunne Sulle ja kogu perele.',
        'Leiname koos Sinuga. Siiras kaastunne kalli abikaasa kaotuse puhul. Hoia end ja luba sõpradel end hoida.',
      ],
      use: [
        'Oleme Sinuga',
        'Mõtleme Sulle',
        'Leiname koos Sinuga',
        'Mäletame teda kui …',
        'Siiras kaastunne Sulle ja Su perele',
      ],
      avoid: [
        'Helista, kui midagi vaja — leinaja ei helista; paku pigem midagi konkreetset',
        'Kõik juhtub põhjusega — leinajale kõlab see nagu kaotuse õigustamine',
        'Sa pead olema tugev — lein vajab ruumi, mitte tugevust',
        'Vähemalt ei pidanud ta kannatama — sõna „vähemalt“ vähendab kaotust',
      ],
    },
    {
      relationship: 'colleague',
      label: 'Kolleegi lähedastele',
      samples: [
        'Mälestame head kolleegi ja avaldame siirast kaastunnet tema perele ja lähedastele. Tema abivalmidus ja rahulik meel jäävad meile meelde.',
        'Sügav kaastunne lähedastele kalli kolleegi ootamatu lahkumise puhul. Tema hea huumor ja hoolivus on meie igapäevatöös puudu.',
        'Avaldame kaastunnet perele meie kauaaegse töökaaslase kaotuse puhul. Täname teda aastate eest, mil ta jagas meiega oma teadmisi ja aega.',
      ],
      use: [
        'Mälestame head kolleegi',
        'Avaldame siirast kaastunnet perele ja lähedastele',
        'Tema panus ja hoolivus jäävad meelde',
        'Kolleegid ettevõttest …',
      ],
      avoid: [
        'Teda on tööl raske asendada — jätab mulje, et hindasite vaid tema tööd',
        'Pikk loetelu ametitest ja saavutustest — teade on mõeldud leinavale perele, mitte elulookirjelduseks',
        'Ta töötas liiga palju — võib kõlada süüdistusena',
        'Surma põhjuse mainimine — see on pere otsus, mitte kolleegide',
      ],
    },
    {
      relationship: 'neighbour',
      label: 'Naabrile',
      samples: [
        'Siiras kaastunne teile kalli abikaasa ja isa kaotuse puhul. Meile jääb meelde tema tervitus igal hommikul ja alati hoolitsetud aed.',
        'Mälestame head naabrit ja avaldame kaastunnet perele. Tema abivalmidust ei unusta keegi meie majast.',
        'Sügav kaastunne lähedastele armsa naabrinaise lahkumise puhul. Tema soojus tegi meie tänavast kodu.',
      ],
      use: [
        'Mälestame head naabrit',
        'Meile jääb meelde …',
        'Oleme kõrval, kui vajate abi',
        'Naabrid … tänavalt',
      ],
      avoid: [
        'Mis nüüd majast saab? — vara ja korteri küsimused ei kuulu kaastundeavaldusse',
        'Ta oli viimasel ajal nii haige — avalik jutt tervisest rikub pere privaatsust',
        'Kuulsime juba ammu, et … — kuulujutud ei sobi leinateatesse',
      ],
    },
  ],
};

const en: CondolencePage = {
  title: 'Condolence message samples',
  lead: 'Ready-made condolence texts for a family, a friend, a colleague’s loved ones and a neighbour. Pick one, make it your own and publish it as a notice.',
  description:
    'Condolence message samples for a family, a friend, a colleague’s loved ones and a neighbour, with words to use and words to avoid.',
  reviewedBy: 'Küünal editorial team',
  groups: [
    {
      relationship: 'family',
      label: 'To the family',
      samples: [
        'Our deepest sympathy to all of you on the loss of your dear mother and grandmother. Her warm heart and kind laughter will stay with us. Our thoughts are with you.',
        'Heartfelt condolences to the family on the passing of a beloved father, grandfather and husband. His hard-working hands and kind words will be remembered by all who knew him.',
        'We remember our dear relative and send our sincere sympathy to the whole family. Wishing you strength in these difficult days.',
      ],
      use: [
        'Our deepest sympathy',
        'Our thoughts are with you',
        'Wishing you strength in these difficult days',
        'Her memory will stay with us',
      ],
      avoid: [
        'He is in a better place now — it may not match the family’s beliefs and can sound as if the loss were smaller',
        'At least she had a long life — “at least” makes the loss smaller',
        'I know how you feel — every grief is its own, even within a family',
        'Time heals all wounds — in fresh grief it sounds like hurrying them along',
      ],
    },
    {
      relationship: 'friend',
      label: 'To a friend',
      samples: [
        'Sincere condolences to you and your family on the loss of your dear mother. We are thinking of you and are here whenever you need us.',
        'We remember your father as a kind and cheerful man whose home was always a good place to be. Our deepest sympathy to you and the whole family.',
        'We grieve with you. Heartfelt condolences on the loss of your dear husband. Take care of yourself and let your friends take care of you.',
      ],
      use: [
        'We are here for you',
        'Thinking of you',
        'We grieve with you',
        'We will remember him as …',
        'Sincere condolences to you and your family',
      ],
      avoid: [
        'Call me if you need anything — a grieving person rarely calls; offer something specific instead',
        'Everything happens for a reason — it sounds like justifying the loss',
        'You have to be strong — grief needs room, not strength',
        'At least he did not suffer — “at least” makes the loss smaller',
      ],
    },
    {
      relationship: 'colleague',
      label: 'To a colleague’s loved ones',
      samples: [
        'We remember a good colleague and extend our sincere sympathy to her family and loved ones. Her helpfulness and calm spirit will stay with us.',
        'Deepest condolences to the family on the sudden passing of our dear colleague. His good humour and care are missed in our work every day.',
        'We extend our sympathy to the family on the loss of our long-time colleague. We are grateful for the years in which he shared his knowledge and time with us.',
      ],
      use: [
        'We remember a good colleague',
        'Our sincere sympathy to the family and loved ones',
        'His contribution and care will be remembered',
        'Colleagues at …',
      ],
      avoid: [
        'She will be hard to replace at work — it suggests you valued only her work',
        'A long list of posts and achievements — the notice is for the grieving family, not a CV',
        'He worked too hard — it can sound like blame',
        'Mentioning the cause of death — that is the family’s decision, not the colleagues’',
      ],
    },
    {
      relationship: 'neighbour',
      label: 'To a neighbour',
      samples: [
        'Sincere condolences on the loss of your dear husband and father. We will remember his greeting every morning and his well-kept garden.',
        'We remember a good neighbour and extend our sympathy to the family. No one in our building will forget how ready he was to help.',
        'Deepest sympathy to the family on the passing of our dear neighbour. Her warmth made our street a home.',
      ],
      use: [
        'We remember a good neighbour',
        'We will remember …',
        'We are next door if you need help',
        'Your neighbours on … Street',
      ],
      avoid: [
        'What will happen to the house now? — questions about property do not belong in a condolence',
        'He had been so ill lately — public talk about health breaks the family’s privacy',
        'We heard long ago that … — rumours have no place in a condolence notice',
      ],
    },
  ],
};

const ru: CondolencePage = {
  title: 'Образцы соболезнований',
  lead: 'Готовые тексты соболезнований семье, другу, близким коллеги и соседу. Выберите подходящий, дополните своими словами и опубликуйте как объявление.',
  description:
    'Образцы соболезнований семье, другу, близким коллеги и соседу, а также слова, которые стоит использовать, и те, которых лучше избегать.',
  reviewedBy: 'Редакция Küünal',
  groups: [
    {
      relationship: 'family',
      label: 'Семье',
      samples: [
        'Искренне соболезнуем вам в связи с кончиной дорогой мамы и бабушки. Её доброе сердце и тёплая улыбка навсегда останутся с нами. Мы мысленно с вами.',
        'Выражаем глубокие соболезнования семье в связи с уходом любимого отца, дедушки и мужа. Его трудолюбие и доброе слово запомнят все, кто его знал.',
        'Скорбим вместе с вами и выражаем искреннее сочувствие всей семье. Светлая память. Сил вам в эти тяжёлые дни.',
      ],
      use: [
        'Искренне соболезнуем',
        'Скорбим вместе с вами',
        'Светлая память',
        'Сил вам в эти тяжёлые дни',
      ],
      avoid: [
        'Ему теперь лучше — может не совпадать с убеждениями семьи и звучит как преуменьшение утраты',
        'Хорошо хоть прожил долгую жизнь — слова «хорошо хоть» преуменьшают потерю',
        'Я знаю, что вы чувствуете — у каждого своё горе, даже в одной семье',
        'Время лечит — в свежем горе это звучит как попытка поторопить',
      ],
    },
    {
      relationship: 'friend',
      label: 'Другу',
      samples: [
        'Искренне соболезную тебе и твоей семье в связи с уходом дорогой мамы. Мы мысленно с тобой и рядом, когда понадобится поддержка.',
        'Мы помним твоего отца добрым и жизнерадостным человеком, в чьём доме всегда было тепло. Глубоко соболезнуем тебе и всей семье.',
        'Скорбим вместе с тобой. Искренние соболезнования в связи с утратой любимого мужа. Береги себя и позволь друзьям позаботиться о тебе.',
      ],
      use: [
        'Мы рядом',
        'Думаем о тебе',
        'Скорбим вместе с тобой',
        'Мы запомним его …',
        'Искренне соболезнуем тебе и твоей семье',
      ],
      avoid: [
        'Звони, если что-то нужно — человек в горе не позвонит; лучше предложите конкретную помощь',
        'Всё, что ни делается, к лучшему — звучит как оправдание утраты',
        'Держись, ты должен быть сильным — горю нужно место, а не сила',
        'Хорошо хоть не мучился — такие слова преуменьшают потерю',
      ],
    },
    {
      relationship: 'colleague',
      label: 'Близким коллеги',
      samples: [
        'С глубокой скорбью вспоминаем нашу коллегу и выражаем искренние соболезнования её семье и близким. Её отзывчивость и спокойствие навсегда останутся в нашей памяти.',
        'Глубоко соболезнуем близким в связи с внезапной кончиной нашего дорогого коллеги. Нам каждый день не хватает его доброго юмора и заботы.',
        'Выражаем соболезнования семье в связи с кончиной нашего многолетнего коллеги. Мы благодарны ему за годы, когда он делился с нами своими знаниями и временем.',
      ],
      use: [
        'С глубокой скорбью вспоминаем',
        'Выражаем искренние соболезнования семье и близким',
        'Его вклад и забота останутся в памяти',
        'Коллеги из …',
      ],
      avoid: [
        'Его будет трудно заменить на работе — создаёт впечатление, что ценили только его работу',
        'Длинный перечень должностей и заслуг — объявление адресовано семье, а не служит резюме',
        'Он слишком много работал — может прозвучать как упрёк',
        'Упоминание причины смерти — это решает семья, а не коллеги',
      ],
    },
    {
      relationship: 'neighbour',
      label: 'Соседу',
      samples: [
        'Искренне соболезнуем в связи с утратой дорогого мужа и отца. Мы будем помнить его утреннее приветствие и всегда ухоженный сад.',
        'Вспоминаем доброго соседа и выражаем соболезнования семье. Никто в нашем доме не забудет, как охотно он помогал.',
        'Глубоко соболезнуем близким в связи с уходом нашей дорогой соседки. Её теплота сделала нашу улицу родной.',
      ],
      use: [
        'Вспоминаем доброго соседа',
        'Мы будем помнить …',
        'Мы рядом, если понадобится помощь',
        'Соседи с улицы …',
      ],
      avoid: [
        'Что теперь будет с квартирой? — вопросам об имуществе не место в соболезновании',
        'Он в последнее время так болел — публичные разговоры о здоровье нарушают частную жизнь семьи',
        'Мы давно слышали, что … — слухам не место в траурном объявлении',
      ],
    },
  ],
};

export const CONDOLENCE_PAGE: Record<'et' | 'en' | 'ru', CondolencePage> = { et, en, ru };
