import { and, count, eq, gt } from 'drizzle-orm';
import { MINUTE_MS } from '@app/domain';
import type { Db } from '../db/database';
import { signInFailures } from '../db/schema-accounts';

export const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;
/** Failed sign-ins allowed per account within the window; the next attempt is refused. */
export const SIGN_IN_MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins allowed per address within the window (several people may share one address). */
export const SIGN_IN_MAX_FAILURES_PER_ADDRESS = 20;

export async function isSignInThrottled({ db, emailLower, address, now }: { db: Db; emailLower: string; address: string; now: number }): Promise<boolean> {
  const since = new Date(now - SIGN_IN_WINDOW_MS);
  const [byAccount] = await db.select({ n: count() }).from(signInFailures).where(and(eq(signInFailures.email_lower, emailLower), gt(signInFailures.at, since)));
  if ((byAccount?.n ?? 0) >= SIGN_IN_MAX_FAILURES_PER_ACCOUNT) return true;
  const [byAddress] = await db.select({ n: count() }).from(signInFailures).where(and(eq(signInFailures.address, address), gt(signInFailures.at, since)));
  return (byAddress?.n ?? 0) >= SIGN_IN_MAX_FAILURES_PER_ADDRESS;
}

export async function recordSignInFailure({ db, emailLower, address, now }: { db: Db; emailLower: string; address: string; now: number }): Promise<void> {
  await db.insert(signInFailures).values({ email_lower: emailLower, address, at: new Date(now) });
}
