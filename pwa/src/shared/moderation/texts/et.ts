/** Estonian text of reporting and moderating replies and reviews (the "moderation" namespace). */
const moderationEt = {
  report: {
    heading: 'Teata sobimatust sisust',
    lead: 'Miks see siia ei sobi? Moderaator vaatab teate üle; kirjutaja sõnu keegi ei muuda.',
    reason: 'Põhjus',
    send: 'Saada teade',
    sending: 'Saadan…',
    cancel: 'Loobu',
    close: 'Sulge',
    thanks: 'Aitäh! Moderaator vaatab selle üle.',
  },
  /** Why a visitor reports an item, and why a moderator or a family hides one */
  hide: {
    reason: 'Peitmise põhjus',
    choose: 'Vali põhjus',
    needed: 'Peitmiseks vali põhjus.',
  },
  reasons: {
    hurtful: 'Solvav või haavav',
    spam: 'Rämpspost või reklaam',
    false: 'Valeinfo',
    private_data: 'Isiklikud andmed',
    copyright: 'Autoriõiguse rikkumine',
    off_topic: 'Ei puutu asjasse',
  },
};

export default moderationEt;
export type ModerationTexts = typeof moderationEt;
