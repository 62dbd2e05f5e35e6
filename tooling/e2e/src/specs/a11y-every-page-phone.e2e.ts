import { beforeAll, describe, expect, it } from 'vitest';
import { everyPage, walkAll, type Walk } from '../harness/a11y-walk';
import { useE2e } from '../harness/e2e-suite';

const e2e = useE2e();

// One file per width, so the two walks run side by side (each file has its own server).
describe('axe finds nothing on any page, of any impact (issue 17), at 375 px', () => {
  let walks: Walk[] = [];
  beforeAll(async () => {
    walks = await everyPage(e2e);
  });

  it('every page, as the visitor, student, teacher, applicant and staff who use it', { timeout: 300_000 }, async () => {
    expect(await walkAll(e2e, 'phone', walks)).toEqual([]);
  });
});
