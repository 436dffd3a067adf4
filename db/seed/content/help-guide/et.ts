/** The help guide in Estonian (../help-guide.ts) */
import { CHECKED, type HelpGuide } from './types';

export const et: HelpGuide = {
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
