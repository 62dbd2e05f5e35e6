import { describe, expect, it } from 'vitest';
import { getCardPrice, shouldShowUsdPaymentNote, USD_PAYMENT_NOTE } from './card-price';

describe('getCardPrice: the card price from course_info.min_price / trial_price', () => {
  it('shows the trial price when the trial is offered, else the lowest lesson price', () => {
    expect(getCardPrice({ courseInfo: { min_price: 1500, trial_price: 500 }, trialOffered: true })).toEqual({
      kind: 'trial',
      source: 'trial_price',
      cents: 500,
    });
    expect(getCardPrice({ courseInfo: { min_price: 1500, trial_price: 500 }, trialOffered: false })).toEqual({
      kind: 'lesson',
      source: 'min_price',
      cents: 1500,
    });
    expect(getCardPrice({ courseInfo: { min_price: 1500, trial_price: 0 }, trialOffered: true })).toEqual({
      kind: 'lesson',
      source: 'min_price',
      cents: 1500,
    });
    expect(getCardPrice({ courseInfo: { min_price: 0, trial_price: null }, trialOffered: false })).toBeNull();
  });
});

describe('shouldShowUsdPaymentNote: 001 §2.5 "A note reads \'Your final payment will be made in USD\' when the user currency is not USD"', () => {
  it('shows for any other currency, not for USD or no currency', () => {
    expect(USD_PAYMENT_NOTE).toBe('Your final payment will be made in USD');
    expect(shouldShowUsdPaymentNote('EUR')).toBe(true);
    expect(shouldShowUsdPaymentNote('jpy')).toBe(true);
    expect(shouldShowUsdPaymentNote('USD')).toBe(false);
    expect(shouldShowUsdPaymentNote(' usd ')).toBe(false);
    expect(shouldShowUsdPaymentNote(null)).toBe(false);
    expect(shouldShowUsdPaymentNote('')).toBe(false);
  });
});
