import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { useT } from '../../i18n/i18n-provider';
import type { GiftCodeField, GiftCodeFieldErrors, GiftCodeFormValues } from './gift-code-draft';

const EMPTY: GiftCodeFormValues = { code: '', amount: '20', expiresOn: '', maxUses: '1' };

/**
 * Staff's "New gift code" form on `/admin/gift-codes`: an optional code (empty: generated), the amount
 * in US dollars, the last day it is redeemable, and how many students may redeem it. Each problem is
 * shown under its field; `created` is the code just made, shown once above the form.
 */
export function GiftCodeCreateForm({
  errors,
  busy,
  created,
  zone,
  initial = EMPTY,
  onSubmit,
}: {
  errors: GiftCodeFieldErrors;
  busy: boolean;
  created: string | null;
  zone: string;
  initial?: GiftCodeFormValues;
  onSubmit: (values: GiftCodeFormValues) => void;
}) {
  const t = useT();
  const [values, setValues] = useState<GiftCodeFormValues>(initial);
  const set = (field: GiftCodeField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="gift-code-create-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="gift-code-create-form"
    >
      <h2 id="gift-code-create-title" className="text-lg font-bold">
        {t('giftCodes.createTitle')}
      </h2>
      <p
        role="status"
        className={created ? 'rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900' : 'sr-only'}
        data-testid="gift-code-created"
      >
        {created ? t('giftCodes.created', { code: created }) : null}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('giftCodes.customCodeLabel')}
          hint={t('giftCodes.customCodeHint')}
          error={errors.code}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={values.code}
          onChange={set('code')}
        />
        <FormField
          label={t('giftCodes.amountLabel')}
          error={errors.amount}
          name="amount"
          inputMode="decimal"
          value={values.amount}
          onChange={set('amount')}
        />
        <FormField
          label={t('giftCodes.expiresLabel')}
          hint={t('giftCodes.expiresHint', { zone })}
          error={errors.expiresOn}
          name="expires-on"
          type="date"
          value={values.expiresOn}
          onChange={set('expiresOn')}
        />
        <FormField
          label={t('giftCodes.usesLabel')}
          hint={t('giftCodes.usesHint')}
          error={errors.maxUses}
          name="max-uses"
          inputMode="numeric"
          value={values.maxUses}
          onChange={set('maxUses')}
        />
      </div>
      <Button type="submit" disabled={busy} data-testid="gift-code-create">
        {busy ? t('giftCodes.creating') : t('giftCodes.create')}
      </Button>
    </form>
  );
}
