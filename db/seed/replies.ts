/**
 * Visitors' replies (condolence messages) under notices.
 */
import { makePerson } from './people';
import { pick, type Rng, shuffle } from './random';

export const REPLY_TEXTS = [
  'Puhka rahus, kallis {name}. Sinu soojus jääb meiega.',
  'Sügav kaastunne kogu perele. Mälestame.',
  'Jõudu ja rahu lähedastele nendel rasketel päevadel.',
  'Mäletan sind alati naeratava ja abivalmis naabrina. Puhka rahus.',
  'Süütasin küünla. Mõtetes olen teiega.',
  'Kallis {name}, sinu aed õitseb ka sel kevadel. Me ei unusta.',
  'Head teekonda, vana sõber. Kohtume kord jälle.',
  'Kaastunne lastele ja lastelastele. Ta oli väga hea inimene.',
  'Nii kurb uudis. Mälestan soojusega meie ühiseid tööaastaid.',
  'Hoian teid oma mõtetes. Kallistused kogu perele.',
  'Aitäh kõigi ilusate aastate eest, mis saime koos olla.',
  'Sinu lood ja laulud jäävad meiega, {name}.',
  'Igavene rahu sulle. Kaastunne omastele.',
  'Mälestame sind alati, kallis klassikaaslane.',
  'Aitäh, et olid. Sinu headus jääb meiega.',
  'Aeg ei kustuta mälestust. Mõtleme sulle täna eriti.',
  'Olid meie küla süda, {name}. Sind jääb väga puudu.',
  'Sinu õpetused on meiega iga päev. Aitäh.',
] as const;
const REPLY_GROUPS = [
  'Naabrid',
  'Endised kolleegid',
  'Klassiõed ja -vennad',
  'Lauluseltsi sõbrad',
  'Jahiseltsi mehed',
] as const;

function replyAuthor(rng: Rng): string {
  const person = makePerson(rng, 0.05);
  const roll = rng();
  if (roll < 0.6) return `${person.firstName} ${person.surname}`;
  if (roll < 0.75) return person.firstName;
  if (roll < 0.87) return `${person.firstName} perega`;
  return pick(rng, REPLY_GROUPS);
}

/** Up to REPLY_TEXTS.length replies to one notice, no two with the same text. */
export function makeReplies(
  rng: Rng,
  deceasedFirstName: string,
  count: number,
): { author: string; body: string }[] {
  return shuffle(rng, REPLY_TEXTS)
    .slice(0, count)
    .map((text) => ({ author: replyAuthor(rng), body: text.replace('{name}', deceasedFirstName) }));
}
