/** The calendar feed section of the settings page. */
export const calendar = {
  title: 'Your classes in your calendar',
  intro:
    'Subscribe once and your classes, courses and lessons appear in Google Calendar, Apple Calendar or Outlook, and cancelled ones disappear.',
  create: 'Get my calendar link',
  subscribe: 'Subscribe in my calendar app',
  addressLabel: 'Or paste this address into your calendar app',
  addressWhat: 'calendar address',
  secretHint: 'Anyone with this address can see your schedule. Reset it if you shared it by mistake.',
  reset: 'Reset the link',
  resetTitle: 'Reset your calendar link?',
  resetText: 'The current address stops working at once. Calendars subscribed to it will need the new one.',
  resetConfirm: 'Reset the link',
  resetDone: 'Your calendar link was reset. Subscribe again with the new address.',
  failed: 'Something went wrong. Please try again.',
} as const;
