import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('defaults PUBLIC_URL to http://localhost:$PORT and TRUST_PROXY to none', () => {
    const env = readEnv({ PORT: '4123' });
    expect(env.PUBLIC_URL).toBe('http://localhost:4123');
    expect(env.TRUST_PROXY).toEqual({ kind: 'none' });
  });

  it('keeps the origin of PUBLIC_URL (no trailing slash) and refuses what is not an http(s) URL', () => {
    expect(readEnv({ PUBLIC_URL: 'https://learn.example/' }).PUBLIC_URL).toBe('https://learn.example');
    expect(() => readEnv({ PUBLIC_URL: 'learn.example' })).toThrow(/PUBLIC_URL/);
    expect(() => readEnv({ PUBLIC_URL: 'ftp://learn.example' })).toThrow(/PUBLIC_URL/);
    expect(() => readEnv({ TRUST_PROXY: 'the-lb' })).toThrow(/TRUST_PROXY/);
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
  });
});
