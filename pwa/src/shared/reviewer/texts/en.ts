import type { Translation } from '#pwa/lib/types';
import type { ReviewerTexts } from './et';

const reviewerEn: Translation<ReviewerTexts> = {
  reviewers: {
    heading: 'Log in as a reviewer',
    lead: 'To review funeral services, log in with a Google or Facebook account. This is separate from a Küünal account.',
    provider: 'Log in with {{name}}',
    testProvider: '{{name}} (test sign-in)',
    testNote:
      'Test sign-in: no real Google or Facebook account is used; you enter a name and e-mail yourself.',
    signedIn: 'Logged in as a reviewer: {{name}}',
    logout: 'Log out',
    loading: 'Loading the sign-in options…',
    unavailable: 'Reviewer sign-in is not available right now.',
  },
  socialError: {
    invalid_state: 'The sign-in expired or was interrupted. Please try again.',
    denied: 'The sign-in was cancelled: permission was not given.',
    failed: 'Reviewer sign-in failed. Please try again.',
  },
};

export default reviewerEn;
