import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @app/server db:generate` writes a new SQL migration from src/db/schema-*.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema-accounts.ts',
    './src/db/schema-catalog.ts',
    './src/db/schema-currency.ts',
    './src/db/schema-discovery.ts',
    './src/db/schema-messages.ts',
    './src/db/schema-support.ts',
    './src/db/schema-events.ts',
    './src/db/schema-lessons.ts',
    './src/db/schema-idempotency.ts',
    './src/db/schema-outbox.ts',
    './src/db/schema-class-attendance.ts',
    './src/db/schema-teacher-applications.ts',
    './src/db/schema-teaching-rooms.ts',
    './src/db/schema-availability.ts',
    './src/db/schema-teacher-earnings.ts',
    './src/db/schema-calendar.ts',
    './src/db/schema-mail.ts',
    './src/db/schema-gift-codes.ts',
    './src/db/schema-payments.ts',
    './src/db/schema-account-tokens.ts',
    './src/db/schema-catalog-changes.ts',
  ],
  out: './migrations',
});
