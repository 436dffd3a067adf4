/**
 * Küünal's seed articles in category 2, Teekond (the route from the death to the farewell).
 * The text is Küünal's own.
 */
import type { SeedArticle } from './articles';

export const ROUTE_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'esimesed-24-tundi-parast-lahedase-surma',
    title: 'Esimesed 24 tundi pärast lähedase surma',
    lead: 'Esimesel ööpäeval pärast surma tundub, et kõik tuleb teha kohe, kuid tegelikult on kiireid asju vähe. Siit leiad, mis on päriselt vajalik ja mis võib oodata.',
    metaDescription:
      'Mida teha esimesel ööpäeval pärast lähedase surma haiglas või kodus: kes surma tõendab ja registreerib, keda teavitada ja mis võib oodata.',
    category: 2,
    publishedAt: '2025-09-04',
    reviewedAt: '2026-11-16',
    body: `Lähedase surm paneb maailma seisma, samal ajal kui ümberringi ootavad küsimused ja otsused. Hea uudis on see, et esimesel ööpäeval on sinu kohustusi vähe. Surma registreerimise teeb arst, ja matuse korraldamisega võib alustada järgmisel päeval. Võta aega, et olla koos oma perega.

## Kui surm juhtub haiglas või hooldekodus

Haiglas tõendab surma arst. Ta koostab **arstliku surmateatise** elektrooniliselt ja sellest saab surm kanda rahvastikuregistrisse. Alates 2019. aasta juulist ei pea lähedased surma enam ise perekonnaseisuasutuses registreerima, ja mingit kolme päeva tähtaega, millest vanemad juhendid veel räägivad, sinu jaoks ei ole.

Haigla või hooldekodu teavitab lähedasi. Lahkunu jääb esialgu haigla surnukambrisse. Küsi personalilt:

- kui kaua võib lahkunu haiglas olla ja kas selle eest tuleb tasuda;
- millal saab lahkunu isiklikud asjad kätte;
- kas on vaja kohtuarstlikku lahangut või mitte.

## Kui surm juhtub kodus

Kui surm oli oodatud, näiteks pika haiguse järel, helista tööajal perearstile. Väljaspool tööaega või kui sa ei ole kindel, mida teha, helista hädaabinumbrile **112**. Surma tõendab arst või kiirabi, ootamatu surma korral tuleb ka politsei.

Kui surma põhjus on selgusetu, viiakse lahkunu kohtuarstlikule ekspertiisile. See ei tähenda, et keegi kahtlustaks midagi halba; see on tavaline kord, kui surm saabus ootamatult. Ekspertiisi järel saab lahkunu matusebüroo kaudu edasi viia.

Kui surm oli oodatud ja arst on selle tõendanud, võid ise valida matusebüroo, kes lahkunu ära viib. Paljud matusebürood töötavad ööpäev läbi. Ära kiirusta: kui pere soovib hetkeks koos lahkunuga kodus olla, on see täiesti lubatud.

## Keda teavitada esimesena

Esimesel päeval teavita ainult kõige lähemaid: abikaasat, lapsi, vanemaid, õdesid-vendi. Jaga ülesanded ära – üks inimene helistab isa poolsetele sugulastele, teine ema poolsetele. Nii ei pea keegi sama kurba uudist kümme korda rääkima.

Tööandja, sõbrad, naabrid ja laiem tutvusringkond võivad oodata järgmise päevani. Kui lahkunu elas üksi, vaata, kas kodus on lemmikloom, keda tuleb toita, või uks, mis tuleb lukustada.

## Mida otsida

Kui jaksad, otsi üles:

1. lahkunu **isikut tõendav dokument**, mida on matusebüroole ja hiljem notarile vaja;
2. kirjalikud **soovid matuse kohta** – mõned inimesed jätavad juhised, kas nad soovivad kirstu- või urnimatust ja kuhu neid maetakse;
3. teave olemasoleva **hauaplatsi** kohta, kui perel on juba oma koht kalmistul;
4. kontaktid, kellele lahkunu oleks soovinud, et teatataks.

Testamenti ei pea esimesel päeval otsima. Kui see on notariaalne, leiab notar selle hiljem pärimisregistrist.

## Mis võib oodata

Matusekuupäeva, kirstu, lilli, teate teksti ega peiekohta ei pea esimesel päeval valima. Need otsused tehakse tavaliselt järgmistel päevadel koos matusebürooga. Küünla [matuse projektijuht](/projektijuht) aitab need ülesanded järjekorda panna ja jagada pereliikmetega.

Ka matusetoetuse taotlemine omavalitsusest ei pea toimuma esimesel päeval. Toetuse suurus ja taotlemise kord sõltuvad omavalitsusest, kus lahkunu elas, ja selle saab korda ajada järgmistel päevadel.

Söö midagi, joo vett ja püüa magada. Leinaja keha on samuti koormatud. Ja kui keegi pakub abi, ütle jah.`,
  },
  {
    slug: 'haiglast-matuseburoosse',
    title: 'Haiglast matusebüroosse: mis juhtub lahkunuga enne matust',
    lead: 'Surma ja matuse vahele jääb tavaliselt üks kuni kaks nädalat. Selgitame, kus lahkunu sel ajal on, kes tema eest hoolitseb ja milliseid otsuseid pere peab tegema.',
    metaDescription:
      'Lahkunu teekond haiglast või ekspertiisist matusebüroosse: transport, hoiustamine, riietamine, kirst või urn ja pere otsused enne matust.',
    category: 2,
    publishedAt: '2025-12-11',
    reviewedAt: '2026-11-16',
    body: `Paljud leinajad ei tea, kus nende lähedane surma ja matuse vahelisel ajal on. See teadmatus võib olla raske. Tegelikult on teekond selge ja selle eest hoolitsevad inimesed, kes teevad seda tööd iga päev.

## Esimene peatus: haigla või ekspertiis

Haiglas surnud inimene viiakse haigla surnukambrisse. Kui surm oli ootamatu või põhjus selgusetu, viiakse lahkunu kohtuarstlikule ekspertiisile. Ekspertiis võtab tavaliselt mõne päeva. Pere saab sel ajal matust juba ette valmistada, ent matusekuupäeva tasub kinnitada alles siis, kui on teada, millal lahkunu välja antakse.

## Matusebüroo valimine

Matusebüroo on see, kes lahkunu edasi viib ja tema eest kuni matuseni hoolitseb. Büroo valimine on pere esimene suurem otsus, ja sellega ei pea kiirustama mõne tunni jooksul. Võrdle pakkujaid:

- vaata Küünla [matuseteenuste kataloogist](/matuseteenused), millised bürood sinu piirkonnas tegutsevad ja mida teised pered neist arvavad;
- saada [hinnapäring](/hinnaparing) mitmele büroole korraga ja võrdle pakkumisi;
- küsi, mis kuulub paketti ja mis maksab eraldi.

Hea matusebüroo selgitab rahulikult, mis on valikud, ega suru peale kalleimaid lahendusi.

## Transport ja hoiustamine

Matusebüroo toob lahkunu haiglast, ekspertiisist või kodust oma ruumidesse. Seal hoitakse teda jahutatud ruumis kuni matuseni. Transpordi ja hoiustamise hind sõltub kaugusest ja päevade arvust, seega küsi need enne kokkuleppimist üle.

Kui lahkunu suri kodust kaugel, näiteks teises maakonnas, küsi büroolt, kas nad korraldavad ka pikema transpordi. Välismaal surnud inimese kojutoomine on keerukam: sellega aitavad kogenud matusebürood ja vajaduse korral Eesti välisesindus.

### Pesemine ja riietamine

Matusebüroo töötajad pesevad lahkunu ja riietavad ta riietesse, mille pere toob. Vali riided, mis lahkunule meeldisid: see võib olla ülikond, kleit, rahvariided, aga ka mugav kampsun. Jalanõud ei ole kohustuslikud. Mõned pered soovivad lahkunut ise riietada või selle juures olla; küsi, kas büroo seda võimaldab.

## Kirst või urn

Kui pere on valinud kirstumatuse, valitakse kirst. Tuhastamise korral on samuti vaja kirstu, milles lahkunu krematooriumisse viiakse, ja hiljem urni, kuhu tuhk pannakse. Kirstude ja urnide valik on lai: lihtsast puidust kuni kallite viimistlusteni. Kallim kirst ei tähenda suuremat austust.

Tuhastamise ja kirstumatuse erinevustest loe lähemalt artiklist [kirstumatus või tuhastamine](/artikkel/kirstumatus-voi-tuhastamine).

## Matusekuupäev ja koht

Koos matusebürooga pannakse paika:

1. **lahkumispaik** – kirik, kabel, matusemaja või krematooriumi saal;
2. **kuupäev ja kellaaeg** – see sõltub kalmistu, kiriku ja vaimuliku või talituse läbiviija vabast ajast;
3. **hauaplats** – kui perel ei ole kalmistul oma platsi, tuleb see broneerida kalmistu haldajalt. Tavaliselt on haldajaks omavalitsus või selle asutus, mõnel kalmistul kogudus.

Alles siis, kui need on kindlad, tasub avaldada [surmateade](/kaastundeavaldus), et kõik saaksid õigel ajal õigesse kohta tulla.

## Hüvastijätt enne matust

Mõned pered soovivad enne matust lahkunut veel vaadata, eriti need, kes surma ajal juures ei olnud. Matusebürood võimaldavad sageli lühikest hüvastijättu oma ruumides. See võib aidata leinal alata. Kui sa ei ole kindel, kas soovid lahkunut näha, ei pea sa otsust üksi tegema – räägi perega ja büroo töötajaga.`,
  },
  {
    slug: 'matusepaev-samm-sammult',
    title: 'Matusepäev samm-sammult',
    lead: 'Matusepäev on tihe ja emotsionaalne. Kui tead ette, mis järjekorras asjad toimuvad, on lihtsam olla kohal ja lahkunuga rahulikult hüvasti jätta.',
    metaDescription:
      'Kuidas matusepäev kulgeb: lahkumistseremoonia, kõned, viimne hüvastijätt, kalmistule minek, haua sulgemine ja peied. Juhend perele ja külalistele.',
    category: 2,
    publishedAt: '2026-04-16',
    reviewedAt: '2026-11-16',
    body: `Iga matus on omamoodi, kuid enamik Eesti matuseid kulgeb sarnases järjekorras. See juhend on mõeldud nii perele, kes matust korraldab, kui ka külalistele, kes tahavad teada, mis neid ees ootab.

## Enne tseremooniat

Pere tuleb lahkumispaika tavaliselt pool tundi enne algust. Matusebüroo on kirstu või urni paigutanud, lilled ja küünlad on oma kohal. See on hetk, mil lähimad võivad veel omaette lahkunu juures olla.

Külalised tulevad kümme-viisteist minutit enne algust. Lilled asetatakse kirstu juurde või antakse lähedastele. Pärjad paigutatakse kirstu ümber või seina äärde.

Perel tasub kokku leppida üks inimene, kes võtab külalisi vastu ja vastab küsimustele, näiteks peiekoha või parkimise kohta. Nii saavad lähimad keskenduda leinale.

## Lahkumistseremoonia

Tseremoonia kestab tavaliselt 30–60 minutit. Seda juhib vaimulik või ilmaliku talituse läbiviija. Tseremoonia koosneb:

1. **avasõnadest** – läbiviija tervitab kogunenuid ja räägib lühidalt lahkunu elust;
2. **muusikast** – see võib olla orel, laul, elav muusika või salvestus; paljud pered valivad lahkunu lemmiklaulu;
3. **mälestuskõnedest** – pereliikmed, sõbrad ja kolleegid räägivad lahkunust;
4. **viimsest hüvastijätust** – külalised mööduvad kirstust, jätavad lilled ja peatuvad hetkeks.

Kõnelejad lepitakse eelnevalt kokku. Hea kõne on lühike, kolm kuni viis minutit, ja sisaldab ühte-kahte lugu, mis näitavad, milline inimene lahkunu oli.

### Kirstu sulgemine

Pärast viimset hüvastijättu suletakse kirst. Mõnes peres jäävad selleks hetkeks saali ainult kõige lähemad. Läbiviija juhatab, millal see toimub.

## Kalmistule

Kirst kantakse välja ja viiakse matuseautoga kalmistule. Kirstu kannavad matusebüroo töötajad või lahkunu lähedased mehed ja naised. Pere ja külalised järgnevad autodega või jalgsi, kui kalmistu on lähedal.

Haua juures lastakse kirst hauda. Läbiviija ütleb lõppsõnad. Seejärel viskab igaüks hauda kolm peotäit mulda. See on vana ja tähendusrikas komme, kuid kohustuslik see ei ole: kes ei soovi, võib lihtsalt seista ja vaikida.

Seejärel täidavad kalmistu või matusebüroo töötajad haua. Haua kohale tekib mullakünkake, millele asetatakse pärjad ja lilled, ning süüdatakse küünlad. Pere võib jääda haua juurde nii kauaks, kui soovib; külalised lähevad tavaliselt ees peiekohta.

## Tuhastamise korral

Kui lahkunu tuhastatakse, toimub lahkumistseremoonia sageli krematooriumi saalis või kabelis. Pärast tseremooniat jääb kirst krematooriumisse. Urn antakse perele või matusebüroole mõne aja pärast, ja urnimatus peetakse eraldi, tihti väiksemas ringis. Urni võib matta olemasolevasse perekonnahauda.

## Peied

Pärast kalmistut minnakse peiedele. Pere tänab kõiki, kes tulid. Peietel on sobiv meenutada lahkunut, vaadata pilte ja rääkida lugusid. Mõned pered kutsuvad sõna võtma, teised jätavad õhkkonna vabaks.

Peied kestavad tavaliselt kaks kuni neli tundi. Külaline võib lahkuda siis, kui tunneb, et on aeg: pere ei oota, et kõik jääksid lõpuni. Lahkudes tänatakse pererahvast ja öeldakse veel kord paar sooja sõna.

## Pärast matusepäeva

Järgmistel päevadel vii pärgade lindid või kaardid koju, kui soovid neid hoida. Kahe-kolme nädala pärast korista närtsinud lilled hauakünkalt. Paljud pered avaldavad ka tänuavalduse kõigile, kes leinas kaasa tundsid. Leina jaoks ei ole õiget aega ega kiirust.`,
  },
];
