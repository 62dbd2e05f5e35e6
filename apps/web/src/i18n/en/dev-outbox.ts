/** The development outbox page (never in production). */
export const devOutbox = {
  title: 'Outbox (development)',
  intro: 'The mail the server would have sent. There is no mail server in development; open a confirmation link from here.',
  empty: 'No mail yet.',
  to: 'To: {to}',
  openLink: 'Open the link',
  loading: 'Loading the outbox…',
  signIn: 'The outbox is for staff: sign in as an admin (admin@demo.test in the demo) to read it.',
} as const;
