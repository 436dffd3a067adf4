/**
 * Küünal's seed articles in category 3, Planeerimine (planning). The text is Küünal's own.
 */
import type { SeedArticle } from './articles';

export const PLANNING_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'matuse-eelarve-planeerimine',
    title: 'Matuse eelarve: millest kulud koosnevad ja kuidas neid planeerida',
    lead: 'Matus on paljudele peredele ootamatu ja suur kulu. Kui tead, millest hind koosneb ja kust tuleb tuge, on lihtsam teha otsuseid, mida hiljem ei kahetse.',
    metaDescription:
      'Millest koosnevad matuse kulud, kuidas küsida pakkumisi, mida katab omavalitsuse matusetoetus ja kuidas kulud hiljem pärandist hüvitada.',
    category: 3,
    publishedAt: '2025-10-02',
    reviewedAt: '2026-11-02',
    body: `Matuse hind võib sama linna piires erineda mitu korda, sõltuvalt teenustest, valikutest ja matusebüroost. Leina ajal on raske hindu võrrelda, aga mõni tund planeerimist võib säästa suure summa ja tuua meelerahu. Selles artiklis käime läbi peamised kuluread ja toetused.

## Millest kulud koosnevad

Matuse kulud jagunevad tavaliselt neljaks osaks.

### Matusebüroo teenused

- lahkunu transport haiglast, ekspertiisist või kodust;
- hoiustamine jahutatud ruumis kuni matuseni;
- pesemine, riietamine ja kirstu asetamine;
- matuseauto matusepäeval;
- dokumentide ja korralduse abi.

### Kirst, urn ja tuhastamine

Kirst on sageli suurim üksik kulu. Tuhastamise korral lisanduvad krematooriumi tasu ja urn. Lihtne kirst täidab oma ülesande sama hästi kui kallis.

### Kalmistu ja lahkumispaik

Kalmistu haldaja võtab tasu hauaplatsi eraldamise ja haua kaevamise eest; tasud kehtestab omavalitsus või kalmistut haldav kogudus. Lisaks võib tulla tasuda kabeli või matusemaja kasutamise, vaimuliku või talituse läbiviija ja muusiku eest.

### Muu

Lilled ja pärjad, surmateade ajalehes või veebis, peied ning hiljem hauatähis, näiteks puurist või hauakivi. Hauakivi ei pea tellima kohe: paljud pered ootavad sellega aasta, kuni pinnas on vajunud.

## Kuidas pakkumisi võrrelda

Küsi vähemalt kahelt-kolmelt matusebüroolt kirjalik pakkumine. Küünla [hinnapäringuga](/hinnaparing) saad kirjeldada oma soove üks kord ja saata need korraga mitmele pakkujale. Pakkumisi võrreldes vaata:

1. mis kuulub paketti ja mis on lisatasu eest;
2. kas hind sisaldab käibemaksu;
3. kas kalmistu ja krematooriumi tasud on hinnas või tuleb need maksta eraldi;
4. millal ja kuidas tuleb maksta.

Kui pakkumine tundub liiga soodne, küsi, mida see ei sisalda. Kui see tundub liiga kallis, küsi lihtsamaid valikuid. Hea matusebüroo ei pahanda küsimuste pärast.

## Matusetoetus omavalitsuselt

Matusetoetust maksab kohalik omavalitsus, mitte riik. Toetuse suurus sõltub omavalitsusest: sageli on see vähemalt 250 eurot, paljudes omavalitsustes rohkem, ja mõnes sõltub see pere sissetulekust. Taotlus esitatakse selle omavalitsuse valla- või linnavalitsusele, kus lahkunu rahvastikuregistri järgi elas. Taotluse tähtaeg ja vajalikud dokumendid erinevad omavalitsuseti, seega küsi need järele kohe matuse korraldamise alguses.

Kui pere majanduslik olukord on raske, küsi omavalitsuse sotsiaaltöötajalt ka muu abi kohta; raskes olukorras võib omavalitsus pakkuda lisatuge. Kui lahkunul ei ole lähedasi, kes matuse korraldaksid, korraldab matuse omavalitsus.

## Kulud ja pärand

Matuse kulud kaetakse üldjuhul lahkunu pärandist. Kui matuse eest maksis pereliige, saab ta mõistlikud matusekulud hiljem pärandist hüvitada. Seepärast **hoia alles kõik arved ja maksekorraldused** ning märgi, kes mille eest maksis. Pärimise kohta loe lähemalt artiklist [pärimine ja notar](/artikkel/parimine-ja-notar).

## Eelarve koostamine

Pane kulud kirja juba esimestel päevadel. Küünla [matuse projektijuht](/projektijuht) aitab märkida, mis on tellitud, kes vastutab ja mis on veel tegemata. Lepi perega kokku, kes otsuseid teeb ja kui suur on kogu summa, millest üle ei minda. Nii ei tule matuse järel ebameeldivaid üllatusi ega vaidlusi.

Pea meeles, et kallim ei tähenda armastavamat. Lahkunut austab eelkõige see, et matus on tema moodi ja et pere ei jää pärast seda võlgadesse. Lihtne ja hästi korraldatud matus on sama väärikas kui uhke.`,
  },
  {
    slug: 'kirstumatus-voi-tuhastamine',
    title: 'Kirstumatus või tuhastamine: kuidas valida',
    lead: 'Üks esimesi otsuseid pärast surma on see, kas lahkunu maetakse kirstuga või tuhastatakse. Mõlemad on Eestis tavalised ja väärikad valikud; õige on see, mis sobib lahkunule ja perele.',
    metaDescription:
      'Kirstumatus või tuhastamine: lahkunu soovid, usk, hauaplats, kulud ja ajakava. Kuidas tuhastamine käib ja mida urniga edasi teha.',
    category: 3,
    publishedAt: '2026-02-19',
    reviewedAt: '2026-11-02',
    body: `Veel mõnikümmend aastat tagasi maeti Eestis enamik inimesi kirstuga. Tänapäeval valib tuhastamise üha rohkem peresid, eriti linnades. Mõlemal viisil on oma põhjused ja kumbki ei ole teisest õigem. See artikkel aitab otsust teha.

## Esimene küsimus: mida lahkunu soovis

Kui lahkunu on oma soovi öelnud või kirja pannud, on see kõige kindlam juhis. Paljud inimesed räägivad sellest lähedastega juba eluajal. Kui soovi ei ole teada, mõtle, milline ta oli: kas ta hoidis kinni perekonna traditsioonidest, kas ta külastas sageli vanemate haudu, kas ta rääkis loodusest või lihtsusest.

### Usk ja traditsioon

Luterlik kirik aktsepteerib nii kirstumatust kui tuhastamist. Õigeusu traditsioonis eelistatakse kirstumatust, ja paljud õigeusklikud pered peavad seda tähtsaks. Kui lahkunu kuulus kogudusse, küsi vaimulikult, mida kogudus soovitab. Ka ilmaliku talituse puhul sobivad mõlemad valikud.

## Hauaplats

Kirstumatus vajab kirstuhauda. Kui perekonnahauas on veel ruumi, saab lahkunu matta sinna; vastasel juhul tuleb kalmistu haldajalt broneerida uus hauaplats.

Urni matmiseks on vaja vähem ruumi. Urni saab sageli matta olemasolevasse perekonnahauda ka siis, kui kirstu jaoks ruumi enam ei ole. Mõnel kalmistul on ka urnihaudade alad või urnimüür. Küsi kalmistu haldajalt, mis võimalused seal on.

## Kuidas tuhastamine käib

1. Lahkunu asetatakse kirstu nagu kirstumatuse puhulgi.
2. Lahkumistseremoonia peetakse krematooriumi saalis, kabelis või kirikus.
3. Pärast tseremooniat viiakse kirst krematooriumisse. Lähedased tavaliselt tuhastamise juures ei viibi.
4. Tuhk pannakse urni, mille pere saab kätte mõne aja pärast. Täpse aja ütleb matusebüroo.
5. Urnimatus toimub eraldi, tihti väiksemas ringis ja lühema talitusega.

Eestis tegutseb mitu krematooriumi ning matusebüroo korraldab lahkunu sinna viimise. Tuhastamiseks peab surm olema arsti poolt tõendatud ja registreeritud; kui tehti kohtuarstlik ekspertiis, peab see olema lõppenud.

## Kulud ja ajakava

Tuhastamine ei ole alati odavam, kuid sageli on kogukulu väiksem, sest urnihaud on väiksem ja haua kaevamine lihtsam. Teisalt lisandub krematooriumi tasu ja urn. Küsi matusebüroolt mõlema variandi kohta pakkumine, et võrrelda; Küünla [hinnapäring](/hinnaparing) teeb selle lihtsaks.

Ajakava on tuhastamise puhul paindlikum. Urnimatuse võib pidada hiljem, näiteks siis, kui kaugel elavad sugulased saavad tulla või kui talvel külmunud maa on sulanud.

## Urni edasine saatus

Urn maetakse tavaliselt kalmistule. Kui pere soovib tuhka mujal hoida või puistata, uuri eelnevalt kalmistu haldajalt või omavalitsusest, mis on lubatud ja kus. Mõtle ka tulevikule: haud on koht, kuhu järgmised põlvkonnad saavad tulla küünalt süütama. Kui tuhk puistatakse, tasub mälestamiseks leida mõni muu kindel paik.

## Kui pere ei ole ühel meelel

Kui pereliikmed soovivad erinevat, kuula ära kõigi põhjused. Otsusega ei pea kiirustama esimestel tundidel, kuid see tuleb teha enne, kui matusebüroo kirstu ja lahkumispaiga kinnitab. Sageli on taga hirm või mälestus, mitte põhimõte. Vahel leitakse lahendus, mis sobib kõigile, näiteks tuhastamine ja urni matmine perekonnahauda vanavanemate kõrvale.`,
  },
  {
    slug: 'peiete-planeerimine',
    title: 'Peiete planeerimine: koht, toit ja külalised',
    lead: 'Peied on koht, kus lein saab jagatud ja lahkunu meenutatud. Hea planeerimine võtab perelt matusepäeval koormat maha ja laseb keskenduda inimestele.',
    metaDescription:
      'Kuidas planeerida peiesid: külaliste arv, koha valik, menüü, joogid, kava ja mälestuslaud. Praktilised nõuanded matusejärgseks söömaajaks.',
    category: 3,
    publishedAt: '2026-06-11',
    reviewedAt: '2026-11-02',
    body: `Peied on matusejärgne ühine söömaaeg ja üks vanimaid Eesti matusekombeid. Nende eesmärk ei ole pidu, vaid kokkusaamine: lähedased, sõbrad ja kolleegid saavad koos lahkunut meenutada ja leinavat peret toetada. Siin on nõuanded, kuidas peiesid planeerida ilma liigse stressita.

## Külaliste arv

Esimene küsimus on, kui palju inimesi tuleb. Kui matus on avalik, on seda raske teada. Võimalusi on mitu:

- kirjuta surmateatesse, et peiedele palutakse teatada osalemisest, ja lisa telefoninumber;
- kutsu peiedele ainult lähedased ja ütle seda lahkumispaigas;
- arvesta, et maal ja väikestes kogukondades tuleb matustele sageli rohkem inimesi, kui pere ootab.

Kui arv on ebakindel, lepi toitlustajaga kokku, kui hiljaks võib arvu veel muuta.

## Koha valik

Peied võivad toimuda kohvikus, restoranis, külamajas, seltsimajas, koguduse ruumides või kodus. Valides mõtle:

1. **kaugus** kalmistust – külalised ei taha pärast matust pikka sõitu;
2. **juurdepääs** – kas vanemad inimesed pääsevad sisse ilma treppideta ja kas on parkimist;
3. **vaikus** – eraldi ruum on parem kui avatud saal, kus käivad teised külastajad;
4. **teenindus** – kas koht katab laua, serveerib ja koristab.

Kodused peied on soojad, kuid väga koormavad. Kui valite kodu, palu sõpradel võtta enda peale toit, nõud ja koristamine.

## Toit ja joogid

Peietoit on tavaliselt lihtne ja toitev. Levinud on supp või praad kartulitega, salatid, võileivad, kook ja kohv. Mõnes peres pakutakse lahkunu lemmikrooga või toitu, mis on seotud tema kodukandiga.

Küsi toitlustajalt taimetoidu ja allergiate kohta ning mõtle lastele. Alkohol on peietel pere valik. Kui seda pakutakse, siis mõõdukalt: peied ei ole pidu ja pikale veninud õhtu võib leinajatele raskeks muutuda.

## Kava ja meenutused

Peiete kava ei pea olema range. Tavaliselt tervitab keegi perest külalisi ja tänab kõiki tulemast. Seejärel süüakse ja räägitakse. Mõnes peres kutsutakse inimesi sõna võtma ja lugusid rääkima.

### Mälestuslaud

Paljud pered seavad üles mälestuslaua: lahkunu foto, küünal, mõni talle kallis ese, fotoalbumid. See annab külalistele põhjuse astuda juurde ja alustada vestlust. Võib panna ka vihiku, kuhu külalised kirjutavad mälestusi.

## Aeg ja eelarve

Peied kestavad tavaliselt kaks kuni neli tundi. Küsi kohalt hind inimese kohta ja mis see sisaldab. Lisa summa oma matuse eelarvesse; vaata ka artiklit [matuse eelarve](/artikkel/matuse-eelarve-planeerimine).

## Ära unusta

- teata kohale lõplik külaliste arv;
- lepi kokku, kes toob lilled ja pärjalindid matuselt ära, kui soovite neid hoida;
- määra üks inimene, kes vastutab arveldamise eest;
- jäta endale pärast peiesid aega puhata.

Peiete järel jagavad mõned pered ülejäänud toidu külalistele kaasa. See on hea viis, et miski ei läheks raisku, ja väike hooliv žest.

Kui peied on möödas, tuleb sageli vaikus. Paljudele leinajatele on just järgmised nädalad kõige raskemad. Külalised, kes lubasid peietel abi, võivad seda ka päriselt pakkuda: helistada, külla tulla ja küsida, kuidas läheb.`,
  },
];
