/**
 * The directory's demo reviews: fictional reviewers (as if signed in with Google or Facebook)
 * and a few reviews per company, most of them kind, some not.
 */
import { SOCIAL_PROVIDERS } from '#domain/inputs/auth';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from './people';
import { chance, pick, randomInt, shuffle, type Rng } from './random';

const REVIEWER_COUNT = 40;

export interface ReviewerPlan {
  provider: (typeof SOCIAL_PROVIDERS)[number];
  subject: string;
  name: string;
}

export interface ReviewPlan {
  /** index into the reviewers */
  reviewer: number;
  rating: number;
  body: string;
  createdAt: number;
}

export function planReviewers(rng: Rng): ReviewerPlan[] {
  return Array.from({ length: REVIEWER_COUNT }, (_, i) => {
    const first = pick(rng, chance(rng, 0.55) ? FEMALE_NAMES : MALE_NAMES);
    const surname = pick(rng, SURNAMES);
    return {
      provider: SOCIAL_PROVIDERS[i % SOCIAL_PROVIDERS.length]!,
      subject: `demo-reviewer-${i + 1}`,
      name: `${first} ${surname.charAt(0)}.`,
    };
  });
}

const TEXTS: Record<number, readonly string[]> = {
  5: [
    'Suur tänu hoolivuse ja rahu eest keerulisel ajal. Kõik sujus täpselt nii, nagu kokku leppisime.',
    'Vastasid öösel kohe telefonile ja tulid tunni ajaga. Väga inimlik suhtumine.',
    'Aitasid kõigi paberitega ja selgitasid iga sammu. Soovitan soojalt.',
    'Ilus ja väärikas ärasaatmine, leinasaal oli kaunilt kaunistatud.',
  ],
  4: [
    'Hea ja asjalik teenindus, hinnad olid algusest peale selged.',
    'Kõik sai tehtud korralikult, ainult peielaud jäi veidi tagasihoidlikuks.',
    'Sõbralik suhtlus ja paindlikud ajad. Urni valik võiks olla suurem.',
  ],
  3: [
    'Teenus oli korras, aga pidime mitu korda ise järele helistama.',
    'Hind tuli lõpuks hinnakirjas olevast kõrgem, kuigi see selgitati ära.',
  ],
  2: ['Vedu hilines üle tunni ja keegi ei andnud sellest teada.'],
  1: ['Kokkulepitud aeg muudeti viimasel hetkel ilma vabanduseta.'],
};

const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, 2, 1];

/** 0–6 reviews of one company from different reviewers, over the two years before `now`. */
export function planReviews(rng: Rng, now: number): ReviewPlan[] {
  const count = chance(rng, 0.15) ? 0 : randomInt(rng, 1, 6);
  return shuffle(
    rng,
    Array.from({ length: REVIEWER_COUNT }, (_, i) => i),
  )
    .slice(0, count)
    .map((reviewer) => {
      const rating = pick(rng, RATINGS);
      return {
        reviewer,
        rating,
        body: pick(rng, TEXTS[rating]!),
        createdAt: now - randomInt(rng, 1, 730) * 86_400_000 - randomInt(rng, 0, 86_399_999),
      };
    });
}
