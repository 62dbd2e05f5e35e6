import { ApiClientError, type TopUpOptions } from '@app/api';
import { useState } from 'react';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { usePrice } from '../../lib/use-price';
import { amountProblem, parseUsdAmount } from './top-up-amount';

const OTHER = 'other';

/**
 * The wallet's top-up form (issue 15): the preset amounts and a custom amount in USD (what is
 * charged), each with its approximate value in the user's currency; the bounds are named and a
 * wrong amount is explained next to the field. `onStart` leaves for the provider's checkout.
 */
export function TopUpForm({
  options,
  onStart,
  pending = false,
  error = null,
  initialAmount,
}: {
  options: TopUpOptions;
  onStart: (amountCents: number) => void;
  pending?: boolean;
  error?: unknown;
  /** Start with "Other amount" holding this text (stories). */
  initialAmount?: string;
}) {
  const t = useT();
  const price = usePrice();
  const [choice, setChoice] = useState<string>(initialAmount !== undefined ? OTHER : String(options.presets[0] ?? OTHER));
  const [custom, setCustom] = useState(initialAmount ?? '');
  const [showProblem, setShowProblem] = useState(initialAmount !== undefined);
  const bounds = { minCents: options.min_cents, maxCents: options.max_cents };
  const range = { min: price.usd(options.min_cents), max: price.usd(options.max_cents) };

  const cents = choice === OTHER ? parseUsdAmount(custom) : Number(choice);
  const problem = choice === OTHER ? amountProblem(custom, bounds) : null;
  const serverAmountError = error instanceof ApiClientError && error.field === 'amount_cents';
  const fieldError =
    choice === OTHER && showProblem && problem !== null
      ? problem === 'not-a-number'
        ? t('topUp.errorNumber')
        : t('topUp.errorBounds', range)
      : serverAmountError
        ? errorText(t, error)
        : null;

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setShowProblem(true);
        if (problem === null && cents !== null) onStart(cents);
      }}
      data-testid="top-up-form"
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('topUp.amountLegend')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {[...options.presets.map(String), OTHER].map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer flex-col rounded-xl border px-3 py-2 text-center has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                choice === value ? 'border-brand-600 bg-brand-50 font-semibold' : 'border-slate-300 bg-white'
              }`}
            >
              <input
                type="radio"
                name="top-up-amount"
                value={value}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                }}
                className="sr-only"
              />
              <span className="tabular-nums">{value === OTHER ? t('topUp.other') : price.usd(Number(value))}</span>
              {value !== OTHER && price.showsUsdToo ? (
                <span className="text-xs font-normal text-slate-600">{t('topUp.approx', { local: price(Number(value)) })}</span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === OTHER ? (
        <FormField
          label={t('topUp.customLabel')}
          hint={`${t('topUp.bounds', range)}${cents !== null && price.showsUsdToo ? ` ${t('topUp.approx', { local: price(cents) })}` : ''}`}
          error={fieldError}
          inputMode="decimal"
          autoComplete="off"
          value={custom}
          onChange={(e) => {
            setCustom(e.target.value);
          }}
          onBlur={() => {
            setShowProblem(custom.trim() !== '');
          }}
          name="amount"
          data-testid="top-up-custom"
        />
      ) : (
        <p className="text-sm text-slate-600">{t('topUp.bounds', range)}</p>
      )}
      {error && !serverAmountError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {errorText(t, error)}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={pending} data-testid="top-up-submit">
          {pending ? t('topUp.starting') : t('topUp.submit', { amount: cents !== null && problem === null ? price.usd(cents) : '' }).trim()}
        </Button>
        <p className="text-sm text-slate-600">{t('topUp.paidInUsd')}</p>
      </div>
      {options.provider === 'sandbox' ? <p className="text-sm font-medium text-amber-800">{t('topUp.testMode')}</p> : null}
    </form>
  );
}
