import type { PushTexts } from './et';

const pushEn: PushTexts = {
  follow: {
    follow: 'Follow',
    followLabel: 'Follow the notice: {{name}}',
    following: 'Following',
    unfollow: 'Stop following',
    unfollowLabel: 'Stop following: {{name}}',
    busy: 'Please wait…',
    hint: 'We send a notification when someone adds a reply or lights candles.',
    anniversary: 'Remind me on the anniversary of the death',
    started: 'You are now following this notice.',
    stopped: 'You no longer follow this notice.',
    unsupported:
      'This browser does not support notifications. Try another browser or add Küünal to your home screen.',
    denied:
      'Notifications are blocked for this site. Allow them in the browser settings and try again.',
    dismissed: 'Notifications were not allowed. To follow, press “Follow” again and allow them.',
    noWorker: 'Notifications are not ready yet. Reload the page and try again.',
    timeout: 'The notification service did not answer. Please try again in a while.',
    failed: 'Could not start following. Please try again.',
  },
  page: {
    heading: 'Following',
    lead: 'Notices whose new replies and candles this browser is notified about.',
    count_one: '{{count}} notice followed',
    count_other: '{{count}} notices followed',
    emptyTitle: 'You are not following any notices',
    emptyText: 'Open a notice and press “Follow” to be notified of new replies and candles.',
    browse: 'Browse notices',
    loadError: 'Could not load the notices you follow.',
    retry: 'Try again',
    followedAt: 'Following since {{date}}',
    removed: 'You stopped following: {{name}}',
  },
};

export default pushEn;
