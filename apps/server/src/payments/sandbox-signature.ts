import { createHmac, timingSafeEqual } from 'node:crypto';

/** The sandbox's signing secret unless SANDBOX_WEBHOOK_SECRET is set: public, as the sandbox moves no money and is off in production. */
export const DEV_SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_development_only';

/** Seconds a signed event stays acceptable, as Stripe's default tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: Stripe's `Stripe-Signature` format. */
export function signSandboxPayload({
  payload,
  secret,
  timestampSeconds,
}: {
  payload: string;
  secret: string;
  timestampSeconds: number;
}): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Whether `header` signs `payload` with `secret`, no older (or newer) than the tolerance at `nowSeconds`. */
export function checkSandboxSignature({
  payload,
  header,
  secret,
  nowSeconds,
}: {
  payload: string;
  header: string | undefined;
  secret: string;
  nowSeconds: number;
}): SignatureCheck {
  if (!header) return { ok: false, reason: 'no signature header' };
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isSafeInteger(t) || signatures.length === 0) return { ok: false, reason: 'malformed signature header' };
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex'), 'utf8');
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: 'no signature matches the payload' };
  if (Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'timestamp outside the tolerance zone' };
  return { ok: true };
}
