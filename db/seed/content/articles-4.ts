/**
 * Küünal's seed articles in category 4, Korraldamine (organising). The text is Küünal's own.
 */
import type { SeedArticle } from './articles';

export const ORGANISING_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'surmakuulutuse-kirjutamine-ja-avaldamine',
    title: 'Surmakuulutuse kirjutamine ja avaldamine',
    lead: 'Surmakuulutus teatab kogukonnale kaotusest ja kutsub ärasaatmisele. Siin on selle tavapärane ülesehitus, näited ja nõuanded, kuidas teadet avaldada õigel ajal.',
    metaDescription:
      'Kuidas kirjutada surmakuulutust: ülesehitus, sissejuhatus, nimi ja daatumid, luuletus, matuse aeg ja allkiri. Millal ja kus teadet avaldada.',
    category: 4,
    publishedAt: '2025-10-23',
    reviewedAt: '2026-11-20',
    body: `Surmakuulutus on Eestis pikk ja väärikas traditsioon. Lühike teade ajalehes või veebis annab sõpradele, endistele kolleegidele ja naabritele teada, et inimene on lahkunud, ning ütleb, kus ja millal saab temaga hüvasti jätta. Hea teade on lihtne, täpne ja soe.

## Surmakuulutuse ülesehitus

Enamik Eesti surmakuulutusi koosneb samadest osadest:

1. **Sissejuhatus** – lühike lause, näiteks *Mälestame*, *Lahkus meie kallis ema ja vanaema* või *Igavesele unele suikus*.
2. **Lahkunu nimi** – ees- ja perekonnanimi, vajaduse korral ka neiupõlvenimi.
3. **Sünni- ja surmakuupäev** – sageli märkidega: tärn sünnikuupäeva ja rist surmakuupäeva ees.
4. **Luuletus** – soovi korral paar rida, mis iseloomustavad lahkunut või leina.
5. **Ärasaatmise info** – kuupäev, kellaaeg ja koht, näiteks *Ärasaatmine 14. novembril kell 12 kalmistu kabelis*.
6. **Allkiri** – kes leinavad, näiteks *Leinavad abikaasa, lapsed ja lapselapsed peredega*.

Lisaks võib märkida, kas matus on avalik või toimub vaikses ringis, ning kas pere palub lillede asemel annetust.

## Kuidas sõnu valida

Sissejuhatuse valik sõltub perest. *Mälestame* on neutraalne ja sobib alati. *Lahkus* ja *igavesele unele suikus* on pehmemad. Kui lahkunu oli pika haiguse järel vaevatud, kirjutavad mõned pered *Vaikselt lahkus*.

Allkirjas loetletakse leinajad lähedasemast kaugemani. Kui sugulasi on palju, piisab üldistest sõnadest, näiteks *Leinavad omaksed*. Väldi nimekirja, kus keegi võib tunda, et ta jäi välja.

## Luuletus

Luuletus ei ole kohustuslik, kuid paljud pered soovivad seda. Vali lühike, kaks kuni kuus rida. Küünla [luuletuste näidistest](/kasulikku/luuletuste-naidised) leiad värsse, mida tohib teates kasutada. Pea meeles autoriõigust: vabalt võib kasutada rahvaluulet ja nende autorite luulet, kes surid rohkem kui 70 aastat tagasi. Hilisemate autorite luuletust tohib avaldada ainult loaga. Luuletuse all on alati autori nimi.

## Millal ja kus avaldada

Surmakuulutus avaldatakse siis, kui matuse aeg ja koht on kindlad, tavaliselt mitu päeva enne matust. Nii jõuavad kaugemal elavad inimesed sõitu planeerida. Kui matus toimub vaikses ringis, võib teate avaldada ka pärast matust.

Mõtle ka sellele, kus lahkunu tuttavad elavad. Kui ta elas elu jooksul mitmes kohas, näiteks nooruses Tartus ja hiljem Pärnus, võib teate näidata mitmes maakonnas, et vanad sõbrad ja klassikaaslased sellest teada saaksid.

Küünlas saad [teate koostada](/kaastundeavaldus) samm-sammult: vali teate tüüp, sisesta andmed, vali taust ja luuletus ning maakonnad, kus teade nähtav on. Teate eelvaade näitab, milline see välja näeb, enne kui selle avaldad.

### Kaastundeavaldused ja mälestuspäevad

Sõbrad ja kolleegid avaldavad sageli omaette kaastundeavalduse. Selle vorm on lühem: *Siiras kaastunne Marile ja lähedastele kalli ema kaotuse puhul.* Näiteid leiad lehelt [kaastundeavalduse näidised](/kasulikku/kaastundeavalduse-naidis). Aasta või rohkem pärast surma avaldatakse mõnikord ka mälestusteade, näiteks surma-aastapäeval.

## Kontrolli enne avaldamist

- Kas nimi on õigesti kirjutatud, täpitähtedega?
- Kas kuupäevad on õiged ja õiges järjekorras?
- Kas matuse koht, kuupäev ja kellaaeg on kinnitatud?
- Kas kõik lähedased on teate teksti näinud?

Lase teksti lugeda veel kellelgi, kes ei olnud selle kirjutamise juures. Värske silm märkab vigu, mida kirjutaja enam ei näe.`,
  },
  {
    slug: 'parimine-ja-notar',
    title: 'Pärimine ja notar: mida pärijad peavad teadma',
    lead: 'Pärast matust tuleb korda ajada lahkunu vara ja võlad, ja Eestis käib see notari juures pärimismenetluses. Selgitame, kuidas menetlus algab, millised on tähtajad ja mida pärijad otsustama peavad.',
    metaDescription:
      'Pärimismenetlus notari juures: kuidas alustada, pärandist loobumise 3 kuu tähtaeg, inventuur, pärimistunnistus ja vara üleminek pärijatele.',
    category: 4,
    publishedAt: '2026-03-12',
    reviewedAt: '2026-11-20',
    body: `Pärimine tundub paljudele keeruline ja ebameeldiv teema, eriti leina ajal. Tegelikult on Eesti pärimiskord selge ning notar juhatab pärijaid läbi kogu menetluse. Oluline on teada üht tähtaega ja teha otsus teadlikult.

## Pärand läheb üle automaatselt

Eestis läheb pärand pärijatele üle pärandaja surmaga. Pärandisse kuulub nii vara, näiteks korter, pangakonto ja auto, kui ka kohustused, näiteks laenud ja maksmata arved. Pärijad saavad oma õigusi kasutada, kui notar on väljastanud **pärimistunnistuse**. Ilma selleta ei saa näiteks pangast lahkunu raha kätte ega korterit enda nimele.

## Pärimismenetluse algatamine

Pärimismenetluse algatab notar pärija või muu huvitatud isiku avalduse alusel. Menetluse algatamiseks pöördu notari poole; kontaktid leiad [Notarite Koja lehelt](https://www.notar.ee). Kaasa võta:

- oma isikut tõendav dokument;
- lahkunu andmed;
- sugulust tõendavad andmed, kui need ei ole rahvastikuregistris;
- testament, kui see on kodune ja sinu käes.

Notar kontrollib pärimisregistrist, kas lahkunu tegi notariaalse testamendi või pärimislepingu, ja selgitab välja pärijad. Kui kõiki võimalikke pärijaid ei ole teada, võib notar avaldada üleskutse.

Pärimismenetlust ei pea alustama kohe pärast matust, kuid ära lükka seda kaugele. Lahkunu arved, laenud ja lepingud jooksevad edasi ka siis, kui keegi nende eest ei hoolitse, ja viivised kasvavad.

## Kolme kuu tähtaeg

Kõige olulisem tähtaeg: pärija võib pärandist **loobuda kolme kuu jooksul** sellest ajast, kui ta sai teada pärandaja surmast ja oma pärimisõigusest. Kui ta selle aja jooksul ei loobu, loetakse, et ta on pärandi vastu võtnud – koos võlgadega.

Seepärast uuri välja, kas lahkunul oli suuri võlgu. Pärandist loobuda saab ainult tervikuna: ei saa võtta korterit ja jätta laenu. Kui pärandi koosseis on ebaselge, võib pärija nõuda **pärandvara inventuuri**. Inventuuri korral vastutab pärija pärandaja võlgade eest üldjuhul ainult pärandi ulatuses, mitte oma varaga. Räägi notariga varakult, kuidas sinu olukorras toimida.

## Kes pärivad

Kui testamenti ega pärimislepingut ei ole, pärivad seaduse järgi sugulased kindlas järjekorras. Esimeses järjekorras on lapsed ja nende järeltulijad. Abikaasa pärib koos sugulastega. Kui lahkunul ei olnud abikaasat ega sugulasi, pärib omavalitsus.

Abielus pärandaja puhul tuleb eristada ka abikaasade ühisvara: sellest pool kuulub üleelanud abikaasale juba niigi ega ole pärand. Notar koostab selle kohta vajaduse korral eraldi tunnistuse.

## Menetluse lõpp

Kui pärijad on selgunud ja tähtaeg möödunud, väljastab notar pärimistunnistuse. Selle alusel:

1. pank annab pärijatele ligipääsu lahkunu kontodele;
2. notar korraldab kinnisvara kandmise pärijate nimele kinnistusraamatus;
3. autot saab Transpordiametis pärija nimele registreerida.

Kui pärijaid on mitu, lepivad nad kokku, kuidas vara jagada. Jagamise lepingu saab sõlmida notari juures.

## Kulud ja aeg

Notaritasud sõltuvad toimingutest ja vara väärtusest; küsi notarilt ette, mis tasud sinu puhul tulevad. Menetlus kestab sageli mitu kuud, sest pärijatel peab olema aega otsustada, kas nad pärandi vastu võtavad. Alusta siiski varakult, eriti kui on arveid, mida tuleb maksta, või vara, mille eest tuleb hoolitseda. Matuse kulud saab hüvitada pärandist, seega hoia arved alles.`,
  },
  {
    slug: 'kontod-lepingud-ja-dokumendid-parast-surma',
    title: 'Kontod, lepingud ja dokumendid pärast surma',
    lead: 'Lahkunu elu on seotud kümnete lepingute ja kontodega: osa neist lõpeb iseenesest, osa tuleb lõpetada või üle võtta. See nimekiri aitab midagi olulist mitte unustada.',
    metaDescription:
      'Mida teha lahkunu pangakontode, pensioni, toitjakaotuspensioni, kommunaalteenuste, telefoni, kindlustuse ja veebikontodega pärast surma.',
    category: 4,
    publishedAt: '2026-11-05',
    reviewedAt: '2026-11-20',
    body: `Kui matus on möödas, algab töö, mida keegi ei oota: lepingute, kontode ja dokumentide korrastamine. See võtab nädalaid ja mõnikord kuid. Hea uudis on see, et paljud riigiasutused saavad surmast teada rahvastikuregistrist ise, ja sa ei pea igale poole eraldi teatama.

## Mis juhtub automaatselt

Kui surm on kantud rahvastikuregistrisse, saavad selle info paljud asutused:

- **Sotsiaalkindlustusamet** lõpetab pensioni maksmise ise;
- **ravikindlustus** lõpeb ja lahkunu isikut tõendavad dokumendid muutuvad kehtetuks;
- **Maksu- ja Tolliamet** näeb surmaandmeid registrist.

Kui lahkunul oli ettevõte, vara välismaal või tulusid, mille kohta tuleb deklaratsioon esitada, küsi [Maksu- ja Tolliametist](https://www.emta.ee), mida pärijad tegema peavad.

## Toitjakaotuspension

Kui lahkunu ülalpeetavad jäid ilma toetuseta, võivad nad saada **toitjakaotuspensioni**. Õigus on eelkõige alaealistel lastel ja õppivatel noortel, teatud juhtudel ka abikaasal või muul pereliikmel. Taotlus esitatakse [Sotsiaalkindlustusametile](https://www.sotsiaalkindlustusamet.ee). Sealt saab ka teada, millised tingimused sinu pere puhul kehtivad.

## Pank

Pank saab surmast üldjuhul teada rahvastikuregistri kaudu ja piirab lahkunu kontode kasutamist. Lahkunu kaardiga ei tohi pärast surma maksta, ka mitte matusekulusid. Kontol olev raha kuulub pärandisse ja pärijad saavad selle kätte pärimistunnistuse alusel.

Küsi pangast:

- kas lahkunul oli laene, liisinguid või krediitkaarte;
- kas lahkunu kontolt saab enne pärimistunnistust tasuda matusearveid;
- millised püsimaksed kontolt veel lähevad.

## Lepingud ja teenused

Käi läbi lahkunu arved ja kontoväljavõtted. Nii leiad lepingud, millest muidu ei tea. Tavaliselt tuleb lõpetada või üle võtta:

1. elekter, vesi, küte ja gaas;
2. internet, telefon ja teleteenused;
3. kindlustused – kodukindlustus, liikluskindlustus ja elukindlustus; elukindlustuse korral teavita kindlustusandjat, sest hüvitis võib kuuluda soodustatud isikule;
4. ajalehtede, ajakirjade ja voogedastusteenuste tellimused;
5. liikmemaksud ühingutes ja spordiklubides.

Paljud teenusepakkujad lõpetavad lepingu lähedase või pärija avalduse alusel, mõned küsivad pärimistunnistust. Küsi, kas lepingu saab lõpetada surmakuupäevast, et vältida tarbetuid arveid.

Kui elukoht jääb tühjaks, lepi korteriühistu või üürileandjaga kokku, kuidas edasi minna.

## Digitaalne pärand

Paljudel inimestel on e-posti, sotsiaalmeedia ja pilveteenuste kontod. Suurematel sotsiaalmeediakeskkondadel on võimalus muuta konto mälestuskontoks või see kustutada, kui lähedane selle kohta taotluse esitab. Salvesta enne kustutamist pildid ja sõnumid, mida pere soovib hoida.

Ära logi lahkunu nimel sisse tema pangakontodele ega riigi e-teenustesse, isegi kui paroolid on teada. Pangas ja riigiasutustes tegutsevad pärijad enda nimel ja pärimistunnistuse alusel.

## Dokumendid ja paberid

Hoia ühes kaustas:

- matuse ja peiete arved ning maksekorraldused;
- matusetoetuse taotlus ja otsus omavalitsuselt;
- notari dokumendid ja pärimistunnistus;
- kõik lepingute lõpetamise kinnitused.

Surmatunnistust ehk tõendit surma kohta küsivad Eestis harva, sest asutused näevad andmeid registrist. Kui seda siiski vaja on, näiteks välisriigi asutuse jaoks, saab selle tellida; uuri täpsemalt portaalist [eesti.ee](https://www.eesti.ee) või oma valla- või linnavalitsusest.

Küünla [matuse projektijuht](/projektijuht) aitab hoida nimekirja, mis on tehtud ja mis ootab veel, ning jagada ülesanded pereliikmetega.`,
  },
];
