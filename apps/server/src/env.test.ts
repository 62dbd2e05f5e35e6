import { describe, expect, it } from 'vitest';
import { readEnv, silenceAwsSdkNodeWarning } from './env';
import { paymentSettingsFromEnv } from './payments/payment-settings';

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

describe('readEnv: file storage settings', () => {
  it('no bucket: files under DATA_DIR', () => {
    expect(readEnv({}).storageS3).toBeNull();
  });
  it('a bucket: the S3 settings, with path style and credentials as given', () => {
    const env = readEnv({
      STORAGE_S3_BUCKET: 'topic-files',
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      STORAGE_S3_ACCESS_KEY_ID: 'id',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env.storageS3).toEqual({
      bucket: 'topic-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: '',
    });
  });
  it('refuses half a key pair, settings without a bucket, and a bad endpoint', () => {
    expect(() => readEnv({ STORAGE_S3_BUCKET: 'b-1', STORAGE_S3_ACCESS_KEY_ID: 'id' })).toThrow(/go together/);
    expect(() => readEnv({ STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/STORAGE_S3_BUCKET/);
    expect(() => readEnv({ STORAGE_S3_BUCKET: 'b-1', STORAGE_S3_ENDPOINT: 'not a url' })).toThrow(/STORAGE_S3_ENDPOINT/);
  });
});

describe('readEnv: mail (issue 15)', () => {
  it('no SMTP_URL: mails stay in the outbox; From defaults to no-reply at the PUBLIC_URL host', () => {
    const env = readEnv({ PUBLIC_URL: 'https://linguaroom.example' });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe('Linguaroom <no-reply@linguaroom.example>');
  });

  it('takes smtp:// and smtps:// URLs and a From; refuses other schemes naming the setting', () => {
    expect(readEnv({ SMTP_URL: 'smtps://user:pass@mail.example:465', MAIL_FROM: 'Team <team@example.com>' })).toMatchObject({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Team <team@example.com>',
    });
    expect(() => readEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => readEnv({ SMTP_URL: 'smtp://' })).toThrow(/SMTP_URL/);
  });
});

describe('readEnv: PLATFORM_COMMISSION_BPS (issue 14 "a platform commission (a setting)")', () => {
  it('defaults to 2000 (20 %), takes 0..10000 whole basis points, and names the setting otherwise', () => {
    expect(readEnv({}).PLATFORM_COMMISSION_BPS).toBe(2000);
    expect(readEnv({ PLATFORM_COMMISSION_BPS: '0' }).PLATFORM_COMMISSION_BPS).toBe(0);
    expect(readEnv({ PLATFORM_COMMISSION_BPS: '10000' }).PLATFORM_COMMISSION_BPS).toBe(10_000);
    for (const bad of ['-1', '10001', '12.5', 'twenty'])
      expect(() => readEnv({ PLATFORM_COMMISSION_BPS: bad })).toThrow(/PLATFORM_COMMISSION_BPS/);
  });
});

describe("silenceAwsSdkNodeWarning: the AWS SDK's documented switch for its Node 22 notice", () => {
  it("sets it when unset and keeps an operator's own value", () => {
    const unset: Record<string, string | undefined> = {};
    silenceAwsSdkNodeWarning(unset);
    expect(unset.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED).toBe('true');
    const own: Record<string, string | undefined> = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'false' };
    silenceAwsSdkNodeWarning(own);
    expect(own.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED).toBe('false');
  });
});

describe('readEnv and paymentSettingsFromEnv: top-ups', () => {
  it('no Stripe keys: the sandbox with the default bounds; with NODE_ENV=production: no provider', () => {
    const env = readEnv({});
    expect(env.TOP_UP_MIN_CENTS).toBe(1_000);
    expect(env.TOP_UP_MAX_CENTS).toBe(50_000);
    expect(paymentSettingsFromEnv(env).provider?.name).toBe('sandbox');
    expect(paymentSettingsFromEnv(readEnv({ NODE_ENV: 'production' }))).toMatchObject({ provider: null, sandboxSecret: null });
  });
  it('both Stripe keys: Stripe, in production too; the bounds as set', () => {
    const settings = paymentSettingsFromEnv(
      readEnv({
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        TOP_UP_MIN_CENTS: '500',
        TOP_UP_MAX_CENTS: '20000',
      }),
    );
    expect(settings.provider?.name).toBe('stripe');
    expect(settings.sandboxSecret).toBeNull();
    expect(settings.bounds).toEqual({ minCents: 500, maxCents: 20_000 });
  });
  it('refuses half a Stripe key pair, a key of the wrong kind, and bounds the wrong way round', () => {
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/go together/);
    expect(() => readEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/go together/);
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => readEnv({ TOP_UP_MIN_CENTS: '5000', TOP_UP_MAX_CENTS: '1000' })).toThrow(/TOP_UP_MIN_CENTS/);
    expect(() => readEnv({ TOP_UP_MIN_CENTS: '9.5' })).toThrow(/whole cents/);
  });
});

describe('readEnv: SWEEP_INTERVAL_MS', () => {
  it('defaults to a minute, takes 1 s to 1 h in whole milliseconds, and names the setting otherwise', () => {
    expect(readEnv({}).SWEEP_INTERVAL_MS).toBe(60_000);
    expect(readEnv({ SWEEP_INTERVAL_MS: '1000' }).SWEEP_INTERVAL_MS).toBe(1_000);
    expect(readEnv({ SWEEP_INTERVAL_MS: '3600000' }).SWEEP_INTERVAL_MS).toBe(3_600_000);
    for (const bad of ['999', '3600001', '1500.5', 'often']) expect(() => readEnv({ SWEEP_INTERVAL_MS: bad })).toThrow(/SWEEP_INTERVAL_MS/);
  });
});
