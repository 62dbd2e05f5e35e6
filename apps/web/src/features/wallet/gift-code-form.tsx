import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { usePrice } from '../../lib/use-price';
import { useRedeemGiftCode } from './use-redeem-gift-code';

/** What the form shows: nothing yet, the credit added (USD cents), or a refusal under the field. */
export type GiftCodeFormState = { kind: 'idle' } | { kind: 'redeemed'; amountCents: number } | { kind: 'error'; text: string };

/**
 * The gift code box on `/wallet` (issue 15): the code, Redeem, and under the field either the credit
 * added ("$20.00 added to your wallet") or why not, in the display language (a second try of the same
 * code, an expired or used-up code, too many attempts).
 */
export function GiftCodeForm() {
  const t = useT();
  const redeem = useRedeemGiftCode();
  const [state, setState] = useState<GiftCodeFormState>({ kind: 'idle' });
  return (
    <GiftCodeFormView
      state={state}
      busy={redeem.isPending}
      onRedeem={(code) => {
        if (code.trim() === '') {
          setState({ kind: 'error', text: t('giftCodes.codeRequired') });
          return;
        }
        redeem.mutate(code, {
          onSuccess: (answer) => {
            setState({ kind: 'redeemed', amountCents: answer.data.amount_cents });
          },
          onError: (error) => {
            setState({ kind: 'error', text: errorText(t, error) });
          },
        });
      }}
    />
  );
}

/** The form as drawn for one state (Storybook shows each). */
export function GiftCodeFormView({ state, busy, onRedeem }: { state: GiftCodeFormState; busy: boolean; onRedeem: (code: string) => void }) {
  const t = useT();
  const price = usePrice();
  const [code, setCode] = useState('');
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onRedeem(code);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="gift-code-title"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="gift-code-form"
    >
      <h2 id="gift-code-title" className="text-lg font-bold">
        {t('giftCodes.redeemTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('giftCodes.redeemIntro')}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <FormField
            label={t('giftCodes.codeLabel')}
            hint={t('giftCodes.codeHint')}
            error={state.kind === 'error' ? state.text : null}
            name="gift-code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
        </div>
        <Button type="submit" disabled={busy} className="sm:mt-6" data-testid="gift-code-redeem">
          {busy ? t('giftCodes.redeeming') : t('giftCodes.redeem')}
        </Button>
      </div>
      <p role="status" className="mt-3 text-sm font-semibold text-emerald-800" data-testid="gift-code-result">
        {state.kind === 'redeemed' ? t('giftCodes.redeemed', { amount: price.usd(state.amountCents) }) : null}
      </p>
    </form>
  );
}
