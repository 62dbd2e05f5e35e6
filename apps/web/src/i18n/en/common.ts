import { commonCore } from './common-core';

/** Texts shared by every page: the shell, buttons, generic states. */
export const common = {
  ...commonCore,
  close: 'Close',
  cancel: 'Cancel',
  readMore: 'Read more',
  readLess: 'Show less',
  copy: 'Copy',
  copyLabel: 'Copy the {what}',
  copied: 'Copied',
  copyFailed: 'Copy it by hand: your browser did not allow it.',
  addToCalendar: 'Add to calendar (.ics)',
} as const;
