import { BASIS_POINTS_IN_WHOLE, DEFAULT_PLATFORM_COMMISSION_BPS, DEFAULT_TOP_UP_BOUNDS } from '@app/domain';
import { DEV_SANDBOX_WEBHOOK_SECRET } from './payments/sandbox-signature';
import { SWEEP_INTERVAL_MS } from './jobs/sweep-interval';
import { parseTrustProxy, type TrustProxy } from './http/client-address';
import { z } from 'zod';
import type { S3StorageSettings } from './storage/s3-storage';

// The one place that reads process.env: everything else receives a parsed Env.
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** `production` switches off the development-only routes (the dev outbox); any other value leaves them on. */
  NODE_ENV: z.string().optional(),
  /** The address people open the site at; every link in a mail is built on it (never on the request's Host). Default http://localhost:$PORT. */
  PUBLIC_URL: z
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'PUBLIC_URL must start with http:// or https://')
    .optional(),
  /** Proxies whose X-Forwarded-For is believed (see http/client-address.ts): unset/0 none, a number of hops, or proxy addresses. */
  TRUST_PROXY: z.string().optional(),
  /** Uploaded files go to this S3(-compatible) bucket instead of DATA_DIR/files (storage/s3-storage.ts). */
  STORAGE_S3_BUCKET: z.string().min(3).max(63).optional(),
  STORAGE_S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible service's address (MinIO, R2, ...); unset for AWS. */
  STORAGE_S3_ENDPOINT: z.url().optional(),
  /** Both or neither; neither: the SDK's own credential chain. */
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for services that address buckets by path (MinIO). */
  STORAGE_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Put before every object key, e.g. `prod/`. */
  STORAGE_S3_PREFIX: z.string().default(''),
  /** Mails leave through this SMTP server (`smtp://user:pass@host:587`, `smtps://user:pass@host:465`); unset: they stay in the outbox, which the dev outbox page shows. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must start with smtp:// or smtps:// and name a host')
    .optional(),
  /** The From of every mail; default `Linguaroom <no-reply@` PUBLIC_URL's host `>`. */
  MAIL_FROM: z.string().min(3).optional(),
  /** The platform's commission on every booked seat or lesson, in basis points (2000 = 20 %); the teacher earns the rest. */
  PLATFORM_COMMISSION_BPS: z.coerce
    .number()
    .int('PLATFORM_COMMISSION_BPS must be a whole number of basis points')
    .min(0)
    .max(BASIS_POINTS_IN_WHOLE)
    .default(DEFAULT_PLATFORM_COMMISSION_BPS),
  /** Stripe takes top-ups when both are set (README "Top-ups and payment providers"); neither: the sandbox, outside production. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_')
    .optional(),
  /** Signs the sandbox provider's webhooks; the default is public, which is fine: the sandbox never runs in production. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default(DEV_SANDBOX_WEBHOOK_SECRET),
  /** The bounds of one top-up, in USD cents, both included. */
  TOP_UP_MIN_CENTS: z.coerce.number().int('TOP_UP_MIN_CENTS must be whole cents').min(1).default(DEFAULT_TOP_UP_BOUNDS.minCents),
  TOP_UP_MAX_CENTS: z.coerce
    .number()
    .int('TOP_UP_MAX_CENTS must be whole cents')
    .min(1)
    .max(99_999_999)
    .default(DEFAULT_TOP_UP_BOUNDS.maxCents),
  /** How often the sweep (auto-cancel, status moves, reminders) runs, in ms: from 1 s to 1 h. */
  SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int('SWEEP_INTERVAL_MS must be whole milliseconds')
    .min(1_000)
    .max(3_600_000)
    .default(SWEEP_INTERVAL_MS),
});
type ParsedEnv = z.infer<typeof EnvSchema>;
type StorageKey = Extract<keyof ParsedEnv, `STORAGE_S3_${string}`>;
export type Env = Omit<ParsedEnv, 'PUBLIC_URL' | 'TRUST_PROXY' | 'MAIL_FROM' | StorageKey> & {
  PUBLIC_URL: string;
  MAIL_FROM: string;
  TRUST_PROXY: TrustProxy;
  /** The S3 storage settings when STORAGE_S3_BUCKET is set; null: files under DATA_DIR. */
  storageS3: S3StorageSettings | null;
};

/**
 * The AWS SDK warns, on its first client, that its releases after the first week of January 2027
 * need Node >= 22. We run Node >= 20.19 (package.json engines) on a locked SDK, so that is news for
 * the Node upgrade (README "Node and the AWS SDK"), not for every start: this sets the SDK's
 * documented switch (aws/aws-sdk-js-v3#7983), unless the operator set it.
 */
export function silenceAwsSdkNodeWarning(environment: Record<string, string | undefined> = process.env): void {
  environment.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(parsed.data.TRUST_PROXY);
  } catch (error) {
    throw new Error(`Invalid environment: ${(error as Error).message}`, { cause: error });
  }
  // The origin only: a trailing slash or path would double up in `${PUBLIC_URL}/confirm-email`.
  const publicUrl = new URL(parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).origin;
  const {
    STORAGE_S3_BUCKET,
    STORAGE_S3_REGION,
    STORAGE_S3_ENDPOINT,
    STORAGE_S3_ACCESS_KEY_ID,
    STORAGE_S3_SECRET_ACCESS_KEY,
    STORAGE_S3_FORCE_PATH_STYLE,
    STORAGE_S3_PREFIX,
    ...rest
  } = parsed.data;
  if ((STORAGE_S3_ACCESS_KEY_ID === undefined) !== (STORAGE_S3_SECRET_ACCESS_KEY === undefined))
    throw new Error('Invalid environment: STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together');
  if ((rest.STRIPE_SECRET_KEY === undefined) !== (rest.STRIPE_WEBHOOK_SECRET === undefined))
    throw new Error('Invalid environment: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together');
  if (rest.TOP_UP_MIN_CENTS > rest.TOP_UP_MAX_CENTS) throw new Error('Invalid environment: TOP_UP_MIN_CENTS is above TOP_UP_MAX_CENTS');
  if (!STORAGE_S3_BUCKET && (STORAGE_S3_ENDPOINT || STORAGE_S3_ACCESS_KEY_ID))
    throw new Error('Invalid environment: STORAGE_S3_* settings need STORAGE_S3_BUCKET');
  const storageS3: S3StorageSettings | null = STORAGE_S3_BUCKET
    ? {
        bucket: STORAGE_S3_BUCKET,
        region: STORAGE_S3_REGION,
        endpoint: STORAGE_S3_ENDPOINT,
        credentials:
          STORAGE_S3_ACCESS_KEY_ID && STORAGE_S3_SECRET_ACCESS_KEY
            ? { accessKeyId: STORAGE_S3_ACCESS_KEY_ID, secretAccessKey: STORAGE_S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: STORAGE_S3_FORCE_PATH_STYLE === 'true',
        prefix: STORAGE_S3_PREFIX,
      }
    : null;
  const mailFrom = rest.MAIL_FROM ?? `Linguaroom <no-reply@${new URL(publicUrl).hostname}>`;
  return { ...rest, PUBLIC_URL: publicUrl, MAIL_FROM: mailFrom, TRUST_PROXY: trustProxy, storageS3 };
}
