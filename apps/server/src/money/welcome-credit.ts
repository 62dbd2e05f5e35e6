/**
 * A new student starts with an empty wallet and could never book (there is no payment provider),
 * so confirming the email credits this once (commands/credit-wallet.ts): $50, enough for two or three classes.
 */
export const WELCOME_CREDIT_CENTS = 5_000;

export const welcomeCreditKey = (userId: number): string => `welcome:${userId}`;
