/** The help guide's shape (../help-guide.ts) and the day its facts were last checked */
export interface HelpLink {
  label: string;
  href: string;
}

export interface HelpStep {
  title: string;
  /** human text, e.g. "Esimesel päeval" */
  deadline: string;
  /** the small Markdown subset, 1–3 short paragraphs or a list */
  body: string;
  /** 0–3 links */
  links: HelpLink[];
  /** 'YYYY-MM-DD', the day the step's facts were last checked */
  checkedAt: string;
}

export interface HelpGroup {
  heading: string;
  steps: HelpStep[];
}

export interface HelpGuide {
  title: string;
  lead: string;
  /** ≤ 160 characters */
  description: string;
  reviewedBy: string;
  /** exactly three: the first days, the first weeks, later */
  groups: HelpGroup[];
}

export const CHECKED = '2026-11-24';
