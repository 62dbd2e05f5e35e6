import { describe, expect, it } from 'vitest';
import { decideSandboxCard, SECOND_STEP_FAILED_MESSAGE } from './sandbox-cards';
import { checkSandboxSignature, signSandboxPayload } from './sandbox-signature';

describe('the sandbox test cards', () => {
  it("decide as Stripe's test cards do, spaces and dashes ignored", () => {
    expect(decideSandboxCard({ cardNumber: '4242 4242 4242 4242' })).toEqual({ kind: 'completed' });
    expect(decideSandboxCard({ cardNumber: '4000-0000-0000-0002' })).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(decideSandboxCard({ cardNumber: '4000000000009995' })).toEqual({
      kind: 'declined',
      message: 'Your card has insufficient funds.',
    });
    expect(decideSandboxCard({ cardNumber: '4000002500003155' })).toEqual({ kind: 'requires_action' });
    expect(decideSandboxCard({ cardNumber: '4000002500003155', authenticated: true })).toEqual({ kind: 'completed' });
    expect(decideSandboxCard({ cardNumber: '4000002500003155', authenticated: false })).toEqual({
      kind: 'declined',
      message: SECOND_STEP_FAILED_MESSAGE,
    });
    expect(decideSandboxCard({ cardNumber: '5555555555554444' })).toEqual({ kind: 'not-a-test-card' });
    expect(decideSandboxCard({ cardNumber: 'constructor' })).toEqual({ kind: 'not-a-test-card' });
  });
});

describe('the sandbox signature (Stripe-Signature format)', () => {
  const secret = 'whsec_sandbox_test_secret';
  const payload = '{"id":"evt_1"}';
  const header = signSandboxPayload({ payload, secret, timestampSeconds: 1_000_000 });
  it('accepts its own signature within 300 s either way', () => {
    expect(header).toMatch(/^t=1000000,v1=[0-9a-f]{64}$/);
    expect(checkSandboxSignature({ payload, header, secret, nowSeconds: 1_000_300 })).toEqual({ ok: true });
    expect(checkSandboxSignature({ payload, header, secret, nowSeconds: 999_700 })).toEqual({ ok: true });
  });
  it('refuses another secret, another body, a late or early one, and malformed headers', () => {
    expect(checkSandboxSignature({ payload, header, secret: 'whsec_other_secret_value', nowSeconds: 1_000_000 }).ok).toBe(false);
    expect(checkSandboxSignature({ payload: '{"id":"evt_2"}', header, secret, nowSeconds: 1_000_000 }).ok).toBe(false);
    expect(checkSandboxSignature({ payload, header, secret, nowSeconds: 1_000_301 })).toEqual({
      ok: false,
      reason: 'timestamp outside the tolerance zone',
    });
    expect(checkSandboxSignature({ payload, header, secret, nowSeconds: 999_699 }).ok).toBe(false);
    for (const bad of [undefined, '', 't=abc,v1=00', 'v1=00', `t=1000000`])
      expect(checkSandboxSignature({ payload, header: bad, secret, nowSeconds: 1_000_000 }).ok).toBe(false);
  });
});
