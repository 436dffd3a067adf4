/**
 * The privacy policy (/privaatsus) and the terms of use (/tingimused) in Estonian, English and
 * Russian, seeded as pages of `help_pages` (db/seed/help-pages.ts), where an editor changes them.
 * The pages' "last updated" line is their review day, LEGAL_REVIEWED_AT.
 */
import type { LegalSection, LegalSlug } from '#domain/pages/help-pages';
import type { Locale } from '#domain/vocabulary/locales';

export interface LegalPageText {
  title: string;
  lead: string;
  /** The row's meta description (the server's page meta keeps db/domain/page-descriptions.ts) */
  description: string;
  reviewedBy: string;
  sections: LegalSection[];
}

/** The day both texts were last updated */
export const LEGAL_REVIEWED_AT = '2026-11-25';

export const LEGAL_PAGES: Record<Locale, Record<LegalSlug, LegalPageText>> = {
  et: {
    privaatsus: {
      title: 'Privaatsuspoliitika',
      lead: 'Küünal kogub ainult neid andmeid, mida on vaja teate avaldamiseks, maksmiseks ja mälestamiseks. Me ei müü andmeid edasi ega kasuta reklaamijälgimist.',
      description: 'Milliseid andmeid Küünal kogub ja miks.',
      reviewedBy: 'Küünla toimetus',
      sections: [
        {
          heading: 'Kes andmeid töötleb',
          paragraphs: [
            'Andmete vastutav töötleja on Küünal OÜ, Narva mnt 5, 10117 Tallinn. Andmekaitse küsimustes kirjuta aadressil info@kyynal.ee.',
          ],
        },
        {
          heading: 'Milliseid andmeid me hoiame',
          paragraphs: ['Teate avaldamisel ja külastamisel salvestame järgmised andmed:'],
          items: [
            'Teate lisaja nimi ja e-posti aadress – et saata kinnitus, arve ja muutmislink ning vajadusel teatega seoses ühendust võtta.',
            'Maksja andmed – eraisiku nimi või ettevõtte nimi, aadress, registrikood ja arve e-posti aadress, mida raamatupidamise seadus nõuab arve koostamiseks ja säilitamiseks.',
            'Teate sisu – lahkunu nimi, kuupäevad, tekstid ja pildid, mille lisaja on avaldamiseks esitanud.',
            'Järelhüüded – kirjutaja nimi ja tekst, mis avaldatakse teate juures.',
            'Külastaja küpsis – juhuslik tunnus, mis võimaldab piirata küünalde süütamist (üks küünal teate kohta tunnis) ja kaitsta vorme võltsitud päringute eest. Küpsis ei sisalda isikuandmeid ega seo sind sinu nimega.',
            'Hinnapäringud – soovitud teenused, asula, kuupäev, eelarve ja sõnum ning saatja nimi, e-post ja telefon. Teenusepakkujad näevad nime, e-posti ja telefoni alles siis, kui oled nende pakkumise vastu võtnud, ning asukohast ainult asulat.',
            'Konto – nimi, e-posti aadress ja parooli räsi (parooli ennast me ei hoia). Konto saab kustutada konto lehelt.',
            'Arvustused – sotsiaalkontoga sisselogimisel saadud nimi, hinne ja tekst, mis avaldatakse ettevõtte lehel.',
            'Teavitused – kui jälgid teadet, hoiame sinu brauseri teavituste aadressi ja jälgitavate teadete loetelu. Jälgimise lõpetamisel kustutame need.',
            'Kontaktivorm – nimi, e-posti aadress ja sõnum saadetakse e-kirjaga meie postkasti. Pärast saatmist kustutame sõnumi teksti oma saatmisjärjekorrast.',
            'Matuse projektijuht – kuupäevad, ülesanded ja märkmed jäävad sinu seadmesse. Kui jagad projektijuhti lähedastega, hoiame selle koopiat koos muutjate nimedega serveris; ilma lingita ei näe seda keegi.',
          ],
        },
        {
          heading: 'Mida me ei tee',
          paragraphs: [
            'Me ei kasuta reklaamiküpsiseid ega kolmandate osapoolte jälgimisskripte ning ei müü ega anna andmeid turunduseks edasi. Jagamisnupud on tavalised lingid, mis ei laadi sotsiaalvõrgustike skripte enne, kui neile vajutad.',
          ],
        },
        {
          heading: 'Kui kaua andmeid säilitame',
          paragraphs: [
            'Avaldatud teade on nähtav seni, kuni lisaja palub selle eemaldada. Maksete ja arvete andmeid säilitame raamatupidamise seaduses nõutud seitse aastat. Külastaja küpsise kehtivus on üks aasta. Hinnapäringud koos kontaktandmetega kustutame 90 päeva pärast päringu sulgemist (kinnitamata päringud 90 päeva pärast saatmist). Jagatud projektijuhi koopia kustutame, kui seda pole aasta jooksul muudetud.',
          ],
        },
        {
          heading: 'Sinu õigused',
          paragraphs: [
            'Sul on õigus küsida, milliseid andmeid me sinu kohta hoiame, ning nõuda nende parandamist või kustutamist, kui seadus ei nõua nende säilitamist. Kirjuta info@kyynal.ee. Kui leiad, et oleme sinu andmeid töödelnud valesti, võid pöörduda Andmekaitse Inspektsiooni poole.',
          ],
        },
      ],
    },
    tingimused: {
      title: 'Kasutustingimused',
      lead: 'Need tingimused kehtivad teadete avaldamisel ja Küünla kasutamisel. Teate avaldamisega kinnitad, et oled tingimustega tutvunud ja nõustud nendega.',
      description: 'Küünla kasutamise ja teadete avaldamise tingimused.',
      reviewedBy: 'Küünla toimetus',
      sections: [
        {
          heading: 'Teate avaldamine',
          paragraphs: [
            'Küünlas saab avaldada ärasaatmisteateid, kaastundeavaldusi ja mälestuspäeva teateid. Teate lisaja kinnitab, et:',
          ],
          items: [
            'tal on õigus teadet avaldada ning lahkunu lähedased ei ole sellele vastu;',
            'teates esitatud andmed on õiged ning pildid tohib avaldada;',
            'teade ei sisalda solvavat, reklaamivat ega seadusevastast sisu.',
          ],
        },
        {
          heading: 'Modereerimine',
          paragraphs: [
            'Jätame endale õiguse peita või eemaldada teateid ja järelhüüdeid, mis rikuvad neid tingimusi, head tava või kellegi õigusi. Järelhüüded ilmuvad kohe, kuid vaatame need üle ning eemaldame sobimatud. Kui märkad sobimatut sisu, kirjuta info@kyynal.ee.',
          ],
        },
        {
          heading: 'Hinnad ja maksmine',
          paragraphs: [
            'Teate avaldamine on tasuline; hind sõltub sellest, kas maksja on eraisik või ettevõte, ning sisaldab käibemaksu. Hind on näha enne maksmist. Teade avaldatakse automaatselt kohe pärast makse õnnestumist ja arve saadetakse maksja e-posti aadressile. Küünla süütamine, järelhüüete kirjutamine ja teadete jagamine on tasuta.',
          ],
        },
        {
          heading: 'Muutmine ja tagasimaksed',
          paragraphs: [
            'Avaldatud teate teksti saab parandada e-kirjaga saadetud muutmislingi kaudu. Kui makse on tehtud, kuid teadet ei ole tehnilise vea tõttu avaldatud, tagastame summa täielikult. Juba avaldatud teate eest raha üldjuhul ei tagastata; kui teade eemaldatakse lisaja soovil 24 tunni jooksul pärast avaldamist, tagastame poole hinnast. Tagasimakse tehakse 14 päeva jooksul samale kontole, millelt makse tehti.',
          ],
        },
        {
          heading: 'Vastutus',
          paragraphs: [
            'Teate sisu eest vastutab selle lisaja. Küünal teeb kõik, et teenus oleks pidevalt kättesaadav, kuid ei vastuta hooldustöödest või kolmandate osapoolte riketest tingitud katkestuste eest.',
          ],
        },
      ],
    },
  },
  en: {
    privaatsus: {
      title: 'Privacy policy',
      lead: 'Küünal collects only the data needed to publish a notice, to take payment and to remember. We do not sell data and we do not use advertising trackers.',
      description: 'What data Küünal collects and why.',
      reviewedBy: 'Küünal editorial team',
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
    tingimused: {
      title: 'Terms of use',
      lead: 'These terms apply to publishing notices and using Küünal. By publishing a notice you confirm that you have read and accept them.',
      description: 'The terms of using Küünal and publishing notices.',
      reviewedBy: 'Küünal editorial team',
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
  },
  ru: {
    privaatsus: {
      title: 'Политика конфиденциальности',
      lead: 'Küünal собирает только те данные, которые нужны для публикации объявления, оплаты и памяти. Мы не продаём данные и не используем рекламное отслеживание.',
      description: 'Какие данные собирает Küünal и зачем.',
      reviewedBy: 'Редакция Küünal',
      sections: [
        {
          heading: 'Кто обрабатывает данные',
          paragraphs: [
            'Ответственный обработчик данных – Küünal OÜ, Narva mnt 5, 10117 Tallinn. По вопросам защиты данных пишите на info@kyynal.ee.',
          ],
        },
        {
          heading: 'Какие данные мы храним',
          paragraphs: [
            'При публикации объявления и посещении сайта мы сохраняем следующие данные:',
          ],
          items: [
            'Имя и адрес электронной почты того, кто добавляет объявление, – чтобы отправить подтверждение, счёт и ссылку для изменения, а при необходимости связаться по поводу объявления.',
            'Данные плательщика – имя частного лица или название компании, адрес, регистрационный код и адрес электронной почты для счёта, которые закон о бухгалтерском учёте требует для составления и хранения счёта.',
            'Содержание объявления – имя умершего, даты, тексты и изображения, которые добавивший предоставил для публикации.',
            'Слова памяти – имя автора и текст, которые публикуются вместе с объявлением.',
            'Cookie посетителя – случайный идентификатор, который позволяет ограничить зажигание свечей (одна свеча на объявление в час) и защитить формы от поддельных запросов. Cookie не содержит персональных данных и не связывает вас с вашим именем.',
            'Запросы цен – нужные услуги, населённый пункт, дата, бюджет и сообщение, а также имя, электронная почта и телефон отправителя. Поставщики услуг видят имя, почту и телефон только после того, как вы приняли их предложение, а из местоположения – только населённый пункт.',
            'Учётная запись – имя, адрес электронной почты и хэш пароля (сам пароль мы не храним). Учётную запись можно удалить на её странице.',
            'Отзывы – имя, полученное при входе через социальную сеть, оценка и текст, которые публикуются на странице компании.',
            'Уведомления – если вы следите за объявлением, мы храним адрес уведомлений вашего браузера и список объявлений, за которыми вы следите. Они удаляются, когда вы перестаёте следить.',
            'Форма обратной связи – имя, адрес электронной почты и сообщение отправляются письмом в наш почтовый ящик. После отправки текст сообщения удаляется из нашей очереди отправки.',
            'Планировщик похорон – даты, задачи и заметки остаются на вашем устройстве. Если вы делитесь планировщиком с близкими, мы храним его копию на сервере вместе с именами тех, кто вносил изменения; без ссылки её никто не видит.',
          ],
        },
        {
          heading: 'Чего мы не делаем',
          paragraphs: [
            'Мы не используем рекламные cookie и сторонние скрипты отслеживания, не продаём и не передаём данные для маркетинга. Кнопки «Поделиться» – это обычные ссылки, которые не загружают скрипты социальных сетей, пока вы на них не нажмёте.',
          ],
        },
        {
          heading: 'Как долго мы храним данные',
          paragraphs: [
            'Опубликованное объявление видно до тех пор, пока добавивший не попросит его удалить. Данные о платежах и счетах мы храним семь лет, как требует закон о бухгалтерском учёте. Cookie посетителя действует один год. Запросы цен вместе с контактными данными мы удаляем через 90 дней после закрытия запроса (неподтверждённые – через 90 дней после отправки). Общую копию планировщика похорон мы удаляем, если её не меняли год.',
          ],
        },
        {
          heading: 'Ваши права',
          paragraphs: [
            'Вы вправе узнать, какие данные о вас мы храним, и потребовать их исправления или удаления, если закон не требует их хранить. Пишите на info@kyynal.ee. Если вы считаете, что мы обработали ваши данные неправильно, вы можете обратиться в Инспекцию по защите данных (Andmekaitse Inspektsioon).',
          ],
        },
      ],
    },
    tingimused: {
      title: 'Условия использования',
      lead: 'Эти условия действуют при публикации объявлений и использовании Küünal. Публикуя объявление, вы подтверждаете, что ознакомились с условиями и согласны с ними.',
      description: 'Условия использования Küünal и публикации объявлений.',
      reviewedBy: 'Редакция Küünal',
      sections: [
        {
          heading: 'Публикация объявления',
          paragraphs: [
            'В Küünal можно публиковать траурные объявления, соболезнования и объявления ко дню памяти. Добавляющий объявление подтверждает, что:',
          ],
          items: [
            'он вправе опубликовать объявление, и близкие умершего не возражают против этого;',
            'данные в объявлении верны, а изображения можно публиковать;',
            'объявление не содержит оскорбительного, рекламного или противозаконного содержания.',
          ],
        },
        {
          heading: 'Модерация',
          paragraphs: [
            'Мы оставляем за собой право скрывать или удалять объявления и слова памяти, которые нарушают эти условия, добрые нравы или чьи-либо права. Слова памяти появляются сразу, но мы просматриваем их и удаляем неуместные. Если вы заметили неуместное содержание, напишите на info@kyynal.ee.',
          ],
        },
        {
          heading: 'Цены и оплата',
          paragraphs: [
            'Публикация объявления платная; цена зависит от того, кто платит – частное лицо или компания, и включает НДС. Цена видна до оплаты. Объявление публикуется автоматически сразу после успешной оплаты, а счёт отправляется на адрес электронной почты плательщика. Зажечь свечу, написать слова памяти и поделиться объявлением можно бесплатно.',
          ],
        },
        {
          heading: 'Изменение и возврат денег',
          paragraphs: [
            'Текст опубликованного объявления можно исправить по ссылке для изменения, присланной по электронной почте. Если оплата прошла, но объявление не опубликовано из-за технической ошибки, мы вернём сумму полностью. За уже опубликованное объявление деньги, как правило, не возвращаются; если объявление удаляется по просьбе добавившего в течение 24 часов после публикации, мы вернём половину цены. Возврат производится в течение 14 дней на тот же счёт, с которого была произведена оплата.',
          ],
        },
        {
          heading: 'Ответственность',
          paragraphs: [
            'За содержание объявления отвечает тот, кто его добавил. Küünal делает всё, чтобы сервис был постоянно доступен, но не отвечает за перерывы, вызванные техническим обслуживанием или сбоями третьих сторон.',
          ],
        },
      ],
    },
  },
};
