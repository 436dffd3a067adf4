/**
 * Küünal's seed articles in category 1, Tavad (customs). The text is Küünal's own.
 */
import type { SeedArticle } from './articles';

export const CUSTOMS_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'hingedeaeg-kuunlad-ja-surnuaiapuhad',
    title: 'Hingedeaeg, küünlad ja surnuaiapühad: kuidas eestlased oma lahkunuid mäletavad',
    lead: 'Eestlaste suhe lahkunutega ei lõpe matusega. Hingedeaeg, küünal aknal ja suvine surnuaiapüha on viisid, kuidas mälestus aasta läbi elus hoitakse.',
    metaDescription:
      'Hingedeaeg, küünal aknal, surnuaiapüha ja peied: Eesti mälestamise tavad, nende päritolu ja see, kuidas neid tänapäeval pidada.',
    category: 1,
    publishedAt: '2025-09-18',
    reviewedAt: '2026-10-12',
    body: `Paljud Eesti perekonnad ei pea end usklikuks, ent lahkunute mälestamise tavad on meil ometi väga elavad. Küünal akna peal, hoolitsetud haud ja kord aastas kogu suguvõsa kokku toov surnuaiapüha kuuluvad pea iga pere aastaringi. Selles artiklis vaatame, kust need tavad tulevad ja kuidas neid tänapäeval pidada.

## Hingedeaeg

Vana rahvausu järgi on sügise pime aeg, umbes oktoobri keskpaigast mardipäevani, **hingedeaeg**. Usuti, et sel ajal tulevad esivanemate hinged koju tagasi. Neile köeti sauna, jäeti laud õhtuks kaetuks ja hoiti maja vaiksena, et külalisi mitte häirida. Lärmakad tööd ja pidutsemine lükati edasi.

Tänapäeval ei kata enamik peresid hingedele lauda, kuid hingedeaja meeleolu on säilinud: see on aeg, mil meenutatakse lahkunuid, vaadatakse vanu pilte ja räägitakse lastele vanavanematest, keda nad ei jõudnud tundma õppida.

### Hingedepäev 2. novembril

Kristlikus kalendris on 2. november hingedepäev. Sel õhtul süüdatakse akendel küünlad. Paljudes linnades ja külades on aknad hämaruse saabudes täis väikesi tulukesi, ja paljud lähevad ka kalmistule küünalt viima. Küünal aknal on lihtne märk: me mäletame, ja meie kodu uks on mälestustele avatud.

## Küünal kui mälestuse märk

Küünla süütamine on eestlaste kõige levinum leinažest. Küünal viiakse hauale sünni- ja surma-aastapäeval, hingedepäeval, jõululaupäeval ja sageli ka emadepäeval või isadepäeval. Jõululaupäeva õhtul on kalmistud täis hauaküünlaid, ja see on paljude perede jaoks sama tähtis komme kui jõululaud.

Küünla võib süüdata ka kodus, kui hauale minna ei saa. Kaugel elavad lähedased süütavad küünla oma aknal samal ajal, kui teised on kalmistul. Küünla veebis avaldatud teate juurde saab samuti süüdata virtuaalse küünla ja jätta paar sõna.

## Surnuaiapüha

Suvel, tavaliselt juulis või augustis, peetakse paljudel kalmistutel **surnuaiapüha**, mida kutsutakse ka kalmistupühaks. Koguduse õpetaja peab kalmistul jumalateenistuse, loetakse ette möödunud aasta jooksul maetute nimed ja pered tulevad kokku oma haudade juurde. Enne seda korrastatakse haud: riisutakse, istutatakse lilli ja puhastatakse hauakivi.

Surnuaiapüha on sageli ka suguvõsa kokkutulek. Pärast teenistust minnakse koos sööma ja räägitakse, kes kus elab ja kuidas läheb. Kui sa ei tea, millal sinu lähedase kalmistul surnuaiapüha on, küsi kohalikult kogudusest või kalmistu haldajalt; aeg on sageli sama aastast aastasse.

## Peied

Matusejärgset söömaaega nimetatakse **peiedeks**. Vanasti kestsid peied mõnikord mitu päeva, tänapäeval on see tavaliselt mõnetunnine ühine söömaaeg kohvikus, restoranis, kogukonnamajas või kodus. Peietel meenutatakse lahkunut, räägitakse lugusid tema elust ja sageli ka naerdakse – see ei ole lugupidamatus, vaid osa leinast.

Toit on enamasti lihtne ja toitev: supp, praad, kartul, kook ja kohv. Mõnes peres on kombeks pakkuda lahkunu lemmikrooga. Peiete korraldamisest loe lähemalt artiklist [peiete planeerimine](/artikkel/peiete-planeerimine).

## Vanad kombed, mida veel näeb

Mõned vanemad tavad elavad edasi eelkõige maal. Kirstu teele puistatakse kuuse- või kadakaoksi. Kagu-Eestis lõigatakse matuserongi teel seisvale männile **ristipuu** – puukoorde lõigatud rist, mis märgib lahkunu viimast teekonda. Kalmistul visatakse hauda kolm peotäit mulda. Ka lillede paarisarv pärjas või kimbus on lahkunu austamise märk, sest paaritu arv on jäetud elavatele.

Kombeid ei pea järgima kõiki ega täpselt. Need on olemas selleks, et leinajal oleks millestki kinni hoida. Vali need, mis sinu perele ja lahkunule tähendust kannavad.`,
  },
  {
    slug: 'mida-matusele-selga-panna-ja-kaasa-votta',
    title: 'Mida matusele selga panna ja kaasa võtta',
    lead: 'Matusele minnes muretsevad paljud, kas nende riietus ja lilled sobivad. Siin on lihtsad juhised, mis aitavad olla kohal lahkunu ja tema lähedaste jaoks.',
    metaDescription:
      'Matuseriietus, lilled, pärg ja ümbrik: mida matusele selga panna, mida kaasa võtta ja kuidas käituda, et lähedased tunneksid tuge.',
    category: 1,
    publishedAt: '2025-11-06',
    reviewedAt: '2026-10-12',
    body: `Matusele minek on paljudele harv ja seetõttu ka ebakindel hetk. Kas tume riietus on kohustuslik? Mitu lille viia? Kas lastel sobib kaasa tulla? Häid vastuseid on lihtne meeles pidada: riietu tagasihoidlikult, too lilled paarisarvuna ja ole lähedaste jaoks olemas.

## Riietus

Eesti matustel on tavaks tume ja tagasihoidlik riietus. Must ei ole kohustuslik: sobivad ka tumesinine, tumehall, pruun ja muud vaiksed toonid. Meestele sobib tume ülikond või pintsak ja särk, naistele kleit, seelik või püksid koos jakiga. Oluline on, et riided oleksid puhtad, korralikud ja mugavad.

Mõtle ka ilmale. Eesti kalmistul võib seista pool tundi vihmas, tuules või külmas. Võta kaasa vihmavari, soe mantel ja kingad, millega saab kõndida kruusal, murul ja poris. Talvel on libedus tõsine oht ning kõrged kontsad lähevad liivasel rajal kergesti kinni.

### Kui pere soovib teisiti

Mõnikord palub pere teadaandes kanda heledaid riideid, lahkunu lemmikvärvi või igapäevaseid riideid. Sel juhul järgi pere soovi: see on osa lahkunu mälestamisest ja pere jaoks tähendusrikas. Kui teadaandes on kirjas, et matus toimub vaikses ringis, ära tule kutsumata.

## Lilled ja pärjad

Lilled viiakse matusele **paarisarvuna**: kaks, neli, kuus ja nii edasi. See on Eestis väga püsiv komme. Sobivad valged, kollased, lillad ja tumepunased lilled, aga ka lihtsad aialilled. Eriti oodatud on lilled, mida lahkunu ise armastas.

Pärja tellivad tavaliselt lähedased, kolleegid või ühendused. Pärjalindile kirjutatakse lühike tekst, näiteks *Mälestame* ja saatjate nimed. Pärja saab tellida lillepoest või matusebüroost ja see tuuakse otse lahkumispaika.

Kui pere on teadaandes palunud lillede asemel annetada heategevuseks, austa seda soovi. Võid tulla ka ühe lillega või üldse ilma lillede ja pärjata.

## Mida veel kaasa võtta

- **Taskurätik** – ka neile, kes arvavad, et ei nuta.
- **Kaart või kiri** lähedastele, kui sa ei tea, mida öelda. Paar sõna paberil on sageli lihtsam kui kõne.
- **Ümbrik** – mõnes peres ja kogukonnas on kombeks toetada leinaperet rahaga. See ei ole kohustuslik ja seda antakse diskreetselt.
- **Küünal** – kui pärast matust minnakse hauale tagasi või kui matus on urni sängitamine.

## Käitumine matusel

Tule varakult, vähemalt kümme minutit enne algust. Lülita telefon hääletuks. Lahkumispaigas istuvad lähimad pereliikmed ees, teised tagapool. Kui sa ei tea, kuhu istuda, vali koht keskelt või tagant.

Lahkumisel astutakse kirstu või urni juurde, asetatakse lilled ja võib hetkeks peatuda. Kui pere seisab kõrval, võib neile kätt suruda ja öelda lühidalt *Siiras kaastunne*. Pikki jutte pole vaja, sest järgmised ootavad.

### Lapsed matusel

Lapsi võib matusele kaasa võtta, kui nad tahavad ja kui neile on eelnevalt selgitatud, mis juhtub. Räägi ausalt ja lihtsate sõnadega. Väikese lapse jaoks hoia alati valmis võimalus minna korraks välja.

## Pärast matust

Kui oled kutsutud peiedele, tule kindlasti. Seal on õige aeg meenutada lahkunut ja rääkida lugusid. Kui sa ei saa tulla, ütle seda perele ette. Ja ära unusta neid ka hiljem: leinajal on kõige raskem siis, kui matus on möödas ja teised on oma eluga edasi läinud.`,
  },
  {
    slug: 'kuidas-kaastunnet-avaldada',
    title: 'Kuidas kaastunnet avaldada: sõnad, lilled ja viisakus',
    lead: 'Õiged sõnad ei pea olema pikad ega ilusad: olulisem on, et leinaja tunneks, et teda on märgatud. Siit leiad, kuidas kaastunnet avaldada suuliselt, kirjas ja teate kaudu.',
    metaDescription:
      'Kuidas avaldada kaastunnet leinajale: mida öelda ja mida mitte, kaastundeavaldus lehes või veebis, kaart, lilled ja abi pärast matust.',
    category: 1,
    publishedAt: '2026-01-22',
    reviewedAt: '2026-11-09',
    body: `Kui kellegi lähedane sureb, tekib paljudel kartus öelda midagi valesti. Selle kartuse tõttu jäetakse sageli midagi ütlemata, ja see on leinajale kõige raskem. Kaastundeavaldus ei pea olema täiuslik. Piisab sellest, et sa märkad ja ütled.

## Mida öelda

Lühidalt ja siiralt. Sobivad lihtsad laused:

- *Mul on väga kahju.*
- *Siiras kaastunne sulle ja su perele.*
- *Ma mõtlen sinule.*
- *Ta oli hea inimene. Mäletan, kuidas ta ...*

Kui sa lahkunut tundsid, jaga üht head mälestust. Lähedased hoiavad selliseid lugusid aastaid. Kui sa teda ei tundnud, ütle lihtsalt, et sul on kahju ja et sa oled olemas.

## Mida mitte öelda

Mõned laused, mida öeldakse heas usus, teevad leinajale haiget:

- *Ma tean, mida sa tunned.* – Isegi kui sul on sarnane kogemus, on iga lein oma.
- *Vähemalt ta ei kannatanud* või *vähemalt elas ta pika elu.* – Sõna *vähemalt* vähendab kaotust.
- *Aeg parandab kõik haavad.* – Leinajal on raske seda kuulda siis, kui valu on värske.
- *Helista, kui midagi vaja.* – Leinaja ei helista. Paku parem midagi konkreetset.

## Kaastundeavaldus teate kujul

Eestis on tugev komme avaldada kaastunnet lühikese teatena ajalehes või veebis. Kaastundeavalduse avaldavad tihti kolleegid, klassikaaslased, naabrid või ühingud. Tekst on lühike ja järgib tavalist vormi:

> Siiras kaastunne Marile ja lähedastele kalli ema kaotuse puhul.

Lõppu lisatakse avaldajate nimed, näiteks *Kolleegid AS-ist Näidis* või *Endised klassivennad*. Luuletus või selle katkend on soovi korral. Näidiseid leiad lehelt [kaastundeavalduse näidised](/kasulikku/kaastundeavalduse-naidis), luuletusi lehelt [luuletuste näidised](/kasulikku/luuletuste-naidised). Valmis teksti saad avaldada Küünlas [teate koostamise](/kaastundeavaldus) kaudu.

## Kaart, kiri ja sõnum

Käsitsi kirjutatud kaart on endiselt väga hinnatud. Kirjuta paar rida kaotusest ja üks mälestus. Kaardi võib viia matusele või saata postiga.

Kui sa ei jõua matusele, on kaart või kiri eriti oluline. Kirjuta, et mõtled perele matusepäeval, ja nimeta üks asi, mida sa lahkunu juures hindasid. Nii teab pere, et sinu puudumine ei tähenda hoolimatust.

Telefonisõnum või e-kiri on täiesti sobiv, eriti lähedastele sõpradele ja kaugel elavatele. Ära oota vastust ja ütle seda ka: *Ära muretse vastamise pärast.*

Sotsiaalmeedias ära avalda surmateadet enne, kui pere on seda ise teinud. Lähedased tahavad ise otsustada, kes ja millal kaotusest teada saavad.

## Lilled, annetus ja praktiline abi

Lilled matusele viiakse paarisarvuna. Kui pere palub lillede asemel annetust, austa seda. Sageli on aga kõige väärtuslikum praktiline abi:

- vii perele toitu esimestel päevadel;
- paku, et hoiad lapsi matusepäeval;
- aita külalisi transportida või peiekohta korraldada;
- helista uuesti kuu aja pärast, kui teised on juba unustanud.

## Kaastunne teises kultuuris

Eestis elab palju vene keelt kõnelevaid ja õigeusklikke peresid, kelle jaoks on olulised ka üheksas ja neljakümnes päev pärast surma. Neil päevadel mälestatakse lahkunut uuesti ja meeldetuletus või lühike sõnum on hea viis toetust näidata. Kui sa pole kindel, kuidas pere kombeid peab, küsi lihtsalt. Hoolivalt esitatud küsimus ei solva kedagi.`,
  },
];
