/**
 * The attribution under a poem taken from the poem bank. Kept out of NoticePaper's module,
 * which the home's first screen loads: only the card and the wizard need it.
 */

type Credit = { author: string; title: string };

/** "— Author, Title", leaving out an empty part. */
export function poemCreditLine(credit: Credit): string {
  return `— ${[credit.author, credit.title].filter(Boolean).join(', ')}`;
}

/** The line under a bank poem on the notice paper; nothing for a hand-typed poem (null). */
export function PoemCredit({ credit }: { credit: Credit | null }) {
  return credit ? <p className="notice-paper__poem-credit">{poemCreditLine(credit)}</p> : null;
}
