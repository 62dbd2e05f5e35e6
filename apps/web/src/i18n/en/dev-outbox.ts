/** The development outbox page (never in production). */
export const devOutbox = {
  title: 'Outbox (development)',
  intro:
    'Every mail the server wrote. Without SMTP_URL none leaves the machine: open a confirmation link from here. With it, each shows whether it was sent.',
  deliveryPending: 'Not sent',
  deliverySent: 'Sent',
  deliveryFailed: 'Not delivered',
  lastError: 'Last try: {error}',
  empty: 'No mail yet.',
  to: 'To: {to}',
  attachments: 'Attached: {files}',
  openLink: 'Open the link',
  loading: 'Loading the outbox…',
  signIn: 'The outbox is for staff: sign in as an admin (admin@demo.test in the demo) to read it.',
} as const;
