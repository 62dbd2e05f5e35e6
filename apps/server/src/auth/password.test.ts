import { describe, expect, it } from 'vitest';
import { getDummyHash, hashPassword, PASSWORD_HASH_COST, verifyPassword } from './password';

describe('password hashes', () => {
  it('hash at the OWASP cost unless told otherwise, and say their parameters', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(PASSWORD_HASH_COST).toBe(2 ** 17);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('check a password at the cost its hash was written with', async () => {
    const cheap = await hashPassword('pa55 word here', 2 ** 10);
    expect(cheap.split('$')[1]).toBe('1024');
    expect(await verifyPassword('pa55 word here', cheap)).toBe(true);
    expect(await verifyPassword('pa55 word her', cheap)).toBe(false);
  });

  it('read compatibility forms of a character as the same password (NFKC)', async () => {
    const stored = await hashPassword('ﬁne day', 2 ** 10);
    expect(await verifyPassword('fine day', stored)).toBe(true);
  });

  it('match nothing with a hash that is not scrypt or is cut short', async () => {
    const stored = await hashPassword('x', 2 ** 10);
    expect(await verifyPassword('x', stored.replace(/^scrypt/, 'bcrypt'))).toBe(false);
    expect(await verifyPassword('x', stored.split('$').slice(0, 5).join('$'))).toBe(false);
    expect(await verifyPassword('x', '!')).toBe(false);
  });

  it('keep one dummy hash per cost, at that cost', async () => {
    const low = await getDummyHash(2 ** 10);
    expect(low.split('$')[1]).toBe('1024');
    expect(await getDummyHash(2 ** 10)).toBe(low);
    expect((await getDummyHash(2 ** 11)).split('$')[1]).toBe('2048');
  });
});
