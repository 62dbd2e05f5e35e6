import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB per hash). */
export const PASSWORD_HASH_COST = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * `scrypt$N$r$p$salt$hash`, base64url parts, so parameters can be raised later without breaking old
 * hashes. A lower `n` is for tests only (a check costs what the stored hash costs); a production
 * app refuses one (app.ts).
 */
export async function hashPassword(password: string, n = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of no password at cost `n`, checked when the account does not exist so timing does not reveal that. */
const dummyHashes = new Map<number, Promise<string>>();
export function getDummyHash(n = PASSWORD_HASH_COST): Promise<string> {
  let hash = dummyHashes.get(n);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), n);
    dummyHashes.set(n, hash);
  }
  return hash;
}
