import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

describe('the README lists the demo accounts', () => {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Demo accounts'), readme.indexOf('\n## ', readme.indexOf('## Demo accounts') + 1));

  it('with the password the seed really uses', () => {
    expect(section).toContain(`\`${DEMO_PASSWORD}\``);
  });

  it.each(Object.values(DEMO_ACCOUNTS))('with $email', (account) => {
    expect(section).toContain(`| \`${account.email}\` | ${account.role.toLowerCase()} |`);
  });
});
