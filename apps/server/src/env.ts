import { parseTrustProxy, type TrustProxy } from './http/client-address';
import { z } from 'zod';

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
});
type ParsedEnv = z.infer<typeof EnvSchema>;
export type Env = Omit<ParsedEnv, 'PUBLIC_URL' | 'TRUST_PROXY'> & { PUBLIC_URL: string; TRUST_PROXY: TrustProxy };

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
  return { ...parsed.data, PUBLIC_URL: publicUrl, TRUST_PROXY: trustProxy };
}
