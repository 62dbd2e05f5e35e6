import { DAY_MS, validateTeacherApplication } from '@app/domain';
import { applyToTeach } from '../commands/apply-to-teach';
import { users } from '../db/schema-accounts';
import type { Tx } from '../money/ledger';
import { countryByCode } from './data/reference';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { avatarUrl } from './texts';

/**
 * Issue 14 "Demo: one pending application": Giulia R., a signed-up student, applied to teach Italian
 * (native) and English (C1) two days ago, through the same `applyToTeach` command as the site, so
 * the demo admin finds her on `/admin/teachers`. Returns her user id.
 */
export async function seedPendingTeacherApplication({
  tx,
  now,
  passwordHash,
}: {
  tx: Tx;
  now: number;
  passwordHash: string;
}): Promise<number> {
  const country = countryByCode('IT');
  const [user] = await tx
    .insert(users)
    .values({
      email: DEMO_ACCOUNTS.applicant.email,
      password_hash: passwordHash,
      nickname: 'Giulia R.',
      avatar_file_name: avatarUrl('giulia-r'),
      origin_country_id: country.id,
      timezone_iana: country.zone,
      register_status: 5,
      is_confirm_email: true,
      currency: 'EUR',
      role: 'STUDENT',
      created_at: new Date(now - 30 * DAY_MS),
    })
    .returning({ userId: users.user_id });
  if (!user) throw new Error('demo applicant insert returned no row');
  const checked = validateTeacherApplication({
    languages: [
      { language: 'italian', level: 7 },
      { language: 'english', level: 5 },
    ],
    about:
      'Ciao! I grew up in Bologna and taught Italian for three years at a language school for adults before moving online. ' +
      'My lessons are conversation first: we talk about food, travel and your work, and I bring the grammar in when you need it. ' +
      'I also help Italian speakers prepare for English job interviews.',
    signature: 'Conversational Italian from Bologna, with a smile',
    country: country.code,
    trial_price: 700,
    regular_price: 2200,
    video_url: 'https://www.youtube.com/watch?v=giulia-intro',
  });
  if (!checked.ok) throw new Error(`demo application refused: ${JSON.stringify(checked.issues)}`);
  await applyToTeach({ tx, actor: { kind: 'student', userId: user.userId }, now: now - 2 * DAY_MS, application: checked.application });
  return user.userId;
}
