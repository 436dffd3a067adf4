/**
 * The pages kept in `help_pages`: the help pages under /kasulikku and the legal pages
 * (/privaatsus, /tingimused); their slugs, and the content each keeps in `help_pages.content`
 * (JSON) per language. Texts written in Markdown (the seed) or in the editor are stored as
 * sanitised HTML, made when the page is saved; the rest is plain text.
 */
import type { Locale } from '../vocabulary/locales';
import { PAGE_PATHS } from './pages';

export const HELP_GUIDE_SLUG = 'kuidas-kaituda-lahedase-surma-korral';
export const POEM_SAMPLES_SLUG = 'luuletuste-naidised';
export const CONDOLENCE_SAMPLES_SLUG = 'kaastundeavalduse-naidis';

export const PRIVACY_SLUG = 'privaatsus';
export const TERMS_SLUG = 'tingimused';

/** The legal pages keep their own paths (not under /kasulikku) */
const LEGAL_PAGE_PATHS = { [PRIVACY_SLUG]: PAGE_PATHS.privacy, [TERMS_SLUG]: PAGE_PATHS.terms };
export type LegalSlug = keyof typeof LEGAL_PAGE_PATHS;

export const HELP_SLUGS = [
  HELP_GUIDE_SLUG,
  POEM_SAMPLES_SLUG,
  CONDOLENCE_SAMPLES_SLUG,
  PRIVACY_SLUG,
  TERMS_SLUG,
] as const;
export type HelpSlug = (typeof HELP_SLUGS)[number];

export function isHelpSlug(value: string): value is HelpSlug {
  return (HELP_SLUGS as readonly string[]).includes(value);
}

const isLegalSlug = (slug: HelpSlug): slug is LegalSlug => slug in LEGAL_PAGE_PATHS;

/** The page's path in the site (and its row in the search index) */
export const helpPagePath = (slug: HelpSlug): string =>
  isLegalSlug(slug) ? LEGAL_PAGE_PATHS[slug] : `/kasulikku/${slug}`;

/** A page is due for a new check when its last one is older than this */
export const HELP_REVIEW_MAX_DAYS = 365;

export interface HelpLink {
  label: string;
  /** A path of the site (/kaastundeavaldus) or an external https address */
  href: string;
}

/** One step of the guide "what to do after a death" */
export interface GuideStep {
  title: string;
  /** Human text: "Esimesel päeval", "3 kuu jooksul…" */
  deadline: string;
  /** Sanitised HTML */
  html: string;
  links: HelpLink[];
  /** 'YYYY-MM-DD': when its facts were last checked */
  checkedAt: string;
}

export interface GuideContent {
  kind: 'guide';
  /** First days, first weeks, later */
  groups: { heading: string; steps: GuideStep[] }[];
}

export const RELATIONSHIPS = ['family', 'friend', 'colleague', 'neighbour'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export interface CondolenceGroup {
  relationship: Relationship;
  label: string;
  /** Ready-to-use condolence texts */
  samples: string[];
  /** Phrases to use */
  use: string[];
  /** Phrases to avoid, each with a short why after " — " */
  avoid: string[];
}

export interface CondolenceContent {
  kind: 'condolence';
  groups: CondolenceGroup[];
}

export interface PoemSamplesContent {
  kind: 'poems';
  /** The introduction (how to choose, the rights rule) as sanitised HTML */
  html: string;
}

/** A section of a legal page: plain texts, drawn as text */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/** A legal page's content; its "last updated" day is the page's `reviewedAt` */
export interface SectionsContent {
  kind: 'sections';
  sections: LegalSection[];
}

export type HelpContent = GuideContent | CondolenceContent | PoemSamplesContent | SectionsContent;

/** A help page in one language, as stored and as GET /api/help/:slug answers it */
export interface HelpPage {
  slug: HelpSlug;
  language: Locale;
  title: string;
  lead: string;
  /** The meta description, at most 160 characters */
  description: string;
  /** 'YYYY-MM-DD', and by whom */
  reviewedAt: string;
  reviewedBy: string;
  content: HelpContent;
}
