/**
 * The introduction of the poem samples page (/kasulikku/luuletuste-naidised) in Estonian, English
 * and Russian: how to choose a poem for a notice and the rights rule the poem bank follows. The
 * text is Küünal's own.
 */

export interface PoemSamplesPage {
  title: string;
  lead: string;
  /** ≤ 160 characters */
  description: string;
  reviewedBy: string;
  /** the small Markdown subset: how to choose a poem and the rights rule */
  body: string;
}

const et: PoemSamplesPage = {
  title: 'Luuletuste näidised',
  lead: 'Lühikesed luuletused surmateatesse, kaastundeavaldusse ja mälestusteatesse. Iga luuletuse juures on autor ning kõiki siin olevaid värsse tohib teates kasutada.',
  description:
    'Luuletuste näidised surmateatesse ja kaastundeavaldusse: kuidas sobivat valida ja milliseid luuletusi tohib teates autoriõiguse järgi kasutada.',
  reviewedBy: 'Küünla toimetus',
  body: `## Kuidas luuletust valida

Teates on luuletusel vähe ruumi, seega vali lühike, kaks kuni kuus rida. Hea luuletus ei pea olema kurb: see võib rääkida lahkunu armastatud loodusest, tööst, kodust või lihtsalt valgusest, mis temast jäi.

- Mõtle lahkunule: kas ta oli vaikne või rõõmsameelne, usklik või mitte, maa- või linnainimene?
- Loe luuletus valjult ette. Kui see kõlab sinu suus loomulikult, sobib see ka teatesse.
- Surmateade vajab sageli rahulikku ja lootusrikast tooni, kaastundeavaldus soojust ja tuge.
- Ära lisa luuletust ainult seepärast, et see on tavaks. Ilma luuletuseta teade on sama väärikas.

Näidiseid saad sirvida meeleolu ja teate tüübi järgi. Valitud luuletuse saad nupuga kohe teatesse tõsta.

## Milliseid luuletusi tohib kasutada

Luuletus on autori looming ja seda kaitseb autoriõigus. Teates, mis avaldatakse, tohib luuletust kasutada järgmistel juhtudel:

1. **Autor suri rohkem kui 70 aastat tagasi.** Autoriõigus kehtib autori eluajal ja 70 aastat pärast tema surma, arvates surmale järgnevast aastast. 2026. aastal on vabad nende autorite luuletused, kes surid 1955. aastal või varem, näiteks Lydia Koidula ja Juhan Liiv.
2. **Luuletus on rahvaluule.** Rahvalaulud ja muu rahvaluule on vabalt kasutatavad.
3. **Kasutamiseks on luba.** Hilisemate autorite, näiteks Marie Underi (suri 1980), luuletusi tohib avaldada ainult autoriõiguse omaja loal.

Pea meeles ka tõlkijat: vana luuletuse tõlge võib olla kaitstud, kui tõlkija suri vähem kui 70 aastat tagasi.

Küünla näidiste hulgas on ainult luuletused, mis on vabad, või mille kasutamiseks on Küünlal luba. Kui kirjutad luuletuse ise, on see sinu oma.

## Autor ja pealkiri jäävad alati näha

Iga teatesse valitud luuletuse alla kirjutatakse autori nimi ja pealkiri, rahvaluule puhul märge *rahvaluule*. Nii austame autorit ja lugejad teavad, kelle sõnad neid lohutavad.`,
};

const en: PoemSamplesPage = {
  title: 'Poem samples',
  lead: 'Short poems for a death notice, a condolence or a memorial notice. Each poem shows its author, and every verse here may be used in a notice.',
  description:
    'Poem samples for a death notice or a condolence: how to choose one and which poems copyright allows you to use in a notice.',
  reviewedBy: 'Küünal editorial team',
  body: `## How to choose a poem

A notice has little room for a poem, so choose a short one, two to six lines. A good poem need not be sad: it can speak of the nature, the work or the home the person loved, or simply of the light they left behind.

- Think of the person: were they quiet or cheerful, religious or not, at home in the country or in town?
- Read the poem aloud. If it sounds natural in your voice, it will suit the notice.
- A death notice often calls for a calm and hopeful tone, a condolence for warmth and support.
- Do not add a poem only because it is customary. A notice without a poem is just as dignified.

You can browse the samples by mood and by notice type. A button puts the poem you choose straight into your notice.

## Which poems may be used

A poem is its author's work and is protected by copyright. In a notice that is published, a poem may be used in these cases:

1. **The author died more than 70 years ago.** Copyright lasts for the author's life and 70 years after their death, counted from the year after the death. In 2026 the poems of authors who died in 1955 or earlier are free, for example those of Christina Rossetti and Alfred Tennyson.
2. **The poem is folk poetry.** Folk songs and other folk poetry are free to use.
3. **There is a licence.** Poems by later authors, such as W. H. Auden (died 1973), may be published only with the rights holder's permission.

Remember the translator too: a translation of an old poem may be protected if the translator died less than 70 years ago.

Küünal's samples include only poems that are free or that Küünal holds a licence for. A poem you write yourself is your own.

## The author and the title are always shown

Under every poem chosen for a notice the author's name and the title are printed, and folk poetry is marked as *folk poetry*. This honours the author, and readers know whose words comfort them.`,
};

const ru: PoemSamplesPage = {
  title: 'Образцы стихотворений',
  lead: 'Короткие стихотворения для траурного объявления, соболезнования или объявления в день памяти. У каждого стихотворения указан автор, и все стихи здесь можно использовать в объявлении.',
  description:
    'Образцы стихотворений для траурного объявления и соболезнования: как выбрать и какие стихи можно использовать в объявлении по авторскому праву.',
  reviewedBy: 'Редакция Küünal',
  body: `## Как выбрать стихотворение

В объявлении для стихотворения мало места, поэтому выбирайте короткое, от двух до шести строк. Хорошее стихотворение не обязательно грустное: оно может говорить о природе, работе или доме, которые любил ушедший, или просто о свете, который он оставил.

- Подумайте об ушедшем: был ли он тихим или весёлым, верующим или нет, любил ли деревню или город?
- Прочитайте стихотворение вслух. Если оно звучит естественно в ваших устах, оно подойдёт и для объявления.
- Траурному объявлению часто подходит спокойный и светлый тон, соболезнованию — тепло и поддержка.
- Не добавляйте стихотворение только потому, что так принято. Объявление без стихов так же достойно.

Образцы можно просматривать по настроению и по типу объявления. Выбранное стихотворение кнопкой сразу переносится в объявление.

## Какие стихотворения можно использовать

Стихотворение — произведение автора, и его защищает авторское право. В публикуемом объявлении стихотворение можно использовать в следующих случаях:

1. **Автор умер более 70 лет назад.** Авторское право действует при жизни автора и 70 лет после его смерти, считая с года, следующего за годом смерти. В 2026 году свободны стихи авторов, умерших в 1955 году или раньше, например Александра Пушкина, Михаила Лермонтова и Фёдора Тютчева.
2. **Стихотворение — народное творчество.** Народные песни и другое народное творчество можно использовать свободно.
3. **Есть разрешение.** Стихи более поздних авторов, например Анны Ахматовой (умерла в 1966 году), можно публиковать только с разрешения правообладателя.

Помните и о переводчике: перевод старого стихотворения может быть защищён, если переводчик умер менее 70 лет назад.

Среди образцов Küünal только стихи, которые свободны для использования или на которые у Küünal есть разрешение. Стихотворение, которое вы написали сами, принадлежит вам.

## Автор и название указываются всегда

Под каждым стихотворением, выбранным для объявления, указываются имя автора и название, а у народного творчества — пометка *народное творчество*. Так мы уважаем автора, а читатели знают, чьи слова их утешают.`,
};

export const POEM_SAMPLES_PAGE: Record<'et' | 'en' | 'ru', PoemSamplesPage> = { et, en, ru };
