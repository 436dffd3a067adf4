import type { Translation } from '#pwa/lib/types';
import type { ModerationTexts } from './et';

const moderationEn: Translation<ModerationTexts> = {
  report: {
    heading: 'Report unsuitable content',
    lead: "Why does this not belong here? A moderator will look at your report; nobody changes the writer's words.",
    reason: 'Reason',
    send: 'Send report',
    sending: 'Sending…',
    cancel: 'Cancel',
    close: 'Close',
    thanks: 'Thank you! A moderator will look at it.',
  },
  hide: {
    reason: 'Reason for hiding',
    choose: 'Choose a reason',
    needed: 'Choose a reason to hide this.',
  },
  reasons: {
    hurtful: 'Offensive or hurtful',
    spam: 'Spam or advertising',
    false: 'False information',
    private_data: 'Private information',
    copyright: 'Copyright infringement',
    off_topic: 'Off topic',
  },
};

export default moderationEn;
