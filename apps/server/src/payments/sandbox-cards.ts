/**
 * The sandbox checkout's test cards, Stripe's own numbers and messages, so what a developer learns
 * here holds on Stripe's test mode too. Anything else is refused as not a test card.
 */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': { outcome: 'succeeds' },
  '4000000000000002': { outcome: 'declined', message: 'Your card was declined.' },
  '4000000000009995': { outcome: 'declined', message: 'Your card has insufficient funds.' },
  '4000002500003155': { outcome: 'second-step' },
} as const;

export const SECOND_STEP_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export type SandboxDecision =
  | { readonly kind: 'completed' }
  | { readonly kind: 'declined'; readonly message: string }
  | { readonly kind: 'requires_action' }
  | { readonly kind: 'not-a-test-card' };

/**
 * What the sandbox "bank" answers for a card, and the second step's answer when the card asks for
 * one (3-D Secure on Stripe): approved completes, failed declines, not yet given asks for it.
 */
export function decideSandboxCard({
  cardNumber,
  authenticated,
}: {
  cardNumber: string;
  authenticated?: boolean | undefined;
}): SandboxDecision {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const card = Object.hasOwn(SANDBOX_TEST_CARDS, digits) ? SANDBOX_TEST_CARDS[digits as keyof typeof SANDBOX_TEST_CARDS] : undefined;
  if (!card) return { kind: 'not-a-test-card' };
  if (card.outcome === 'succeeds') return { kind: 'completed' };
  if (card.outcome === 'declined') return { kind: 'declined', message: card.message };
  if (authenticated === undefined) return { kind: 'requires_action' };
  return authenticated ? { kind: 'completed' } : { kind: 'declined', message: SECOND_STEP_FAILED_MESSAGE };
}
