import type { PaySandboxCheckoutBody, TopUp } from '@app/api';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/button';
import { FormField } from '../../components/form-field';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { usePrice } from '../../lib/use-price';
import { ApiClientError } from '@app/api';

export interface SandboxPayAnswer {
  readonly outcome: 'completed' | 'declined' | 'requires_action';
  readonly decline_reason: string | null;
}

/** Stripe's test numbers, as the server's sandbox "bank" knows them (payments/sandbox-cards.ts). */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', effect: 'cardSucceeds' },
  { number: '4000 0000 0000 0002', effect: 'cardDeclined' },
  { number: '4000 0000 0000 9995', effect: 'cardInsufficient' },
  { number: '4000 0025 0000 3155', effect: 'cardSecondStep' },
] as const;

/**
 * The sandbox provider's checkout (issue 15), labelled as a test: the card field, the test cards,
 * and the second step a card may ask for. `pay` asks the server, which decides and delivers the
 * outcome as a signed webhook; the decline's reason (the provider's words) shows next to the field.
 */
export function SandboxCheckoutForm({
  topUp,
  pay,
  onCompleted,
  cancelHref,
  initialStep = 'card',
}: {
  topUp: TopUp;
  pay: (body: PaySandboxCheckoutBody) => Promise<SandboxPayAnswer>;
  onCompleted: () => void;
  cancelHref: string;
  initialStep?: 'card' | 'second-step';
}) {
  const t = useT();
  const price = usePrice();
  const amount = price.usd(topUp.amount_cents);
  const [card, setCard] = useState(initialStep === 'second-step' ? TEST_CARDS[3].number : '');
  const [step, setStep] = useState<'card' | 'second-step'>(initialStep);
  const [pending, setPending] = useState(false);
  const [decline, setDecline] = useState<string | null>(topUp.status === 'declined' ? topUp.decline_reason : null);
  const [failure, setFailure] = useState<unknown>(null);
  const secondStepHeading = useRef<HTMLHeadingElement>(null);
  // The confirm screen replaces the card form: move focus to it, as a provider's 3-D Secure frame takes it.
  useEffect(() => {
    if (step === 'second-step' && initialStep !== 'second-step') secondStepHeading.current?.focus();
  }, [step, initialStep]);

  const submit = async (authenticated?: boolean) => {
    setPending(true);
    setFailure(null);
    try {
      const answer = await pay({ card_number: card, ...(authenticated === undefined ? {} : { authenticated }) });
      if (answer.outcome === 'completed') {
        onCompleted();
        return;
      }
      if (answer.outcome === 'requires_action') setStep('second-step');
      else {
        setStep('card');
        setDecline(answer.decline_reason);
      }
    } catch (error) {
      setStep('card');
      setFailure(error);
    }
    setPending(false);
  };
  const fieldError =
    failure instanceof ApiClientError && failure.field === 'card_number' ? t('topUp.cardHint') : step === 'card' ? decline : null;
  const closed = topUp.status === 'completed' || topUp.status === 'expired';

  return (
    <div className="overflow-hidden rounded-2xl border-2 border-dashed border-amber-500 bg-white shadow-sm" data-testid="sandbox-checkout">
      <h1 className="bg-amber-100 px-5 py-2 text-center text-sm font-bold uppercase tracking-wide text-amber-900">
        {t('topUp.sandboxTitle')}
      </h1>
      <div className="space-y-4 p-5 sm:p-6">
        <p className="text-sm text-slate-700">{t('topUp.sandboxIntro')}</p>
        <p className="text-2xl font-extrabold tabular-nums" data-testid="sandbox-amount">
          {t('topUp.sandboxAmount', { amount })}
        </p>
        {closed ? (
          <p role="status" className="font-medium">
            {t('topUp.notPayable')}
          </p>
        ) : step === 'second-step' ? (
          <section aria-labelledby="second-step-title" className="space-y-3 rounded-xl bg-slate-50 p-4" data-testid="sandbox-second-step">
            <h2 id="second-step-title" ref={secondStepHeading} tabIndex={-1} className="text-lg font-bold">
              {t('topUp.secondStepTitle')}
            </h2>
            <p>{t('topUp.secondStepText', { amount })}</p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button disabled={pending} onClick={() => void submit(true)}>
                {t('topUp.approve')}
              </Button>
              <Button variant="secondary" disabled={pending} onClick={() => void submit(false)}>
                {t('topUp.fail')}
              </Button>
            </div>
          </section>
        ) : (
          <form
            className="space-y-4"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <FormField
              label={t('topUp.cardLabel')}
              hint={t('topUp.cardHint')}
              error={fieldError}
              inputMode="numeric"
              autoComplete="off"
              value={card}
              onChange={(e) => {
                setCard(e.target.value);
              }}
              data-testid="sandbox-card"
            />
            {failure && !(failure instanceof ApiClientError && failure.field === 'card_number') ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {errorText(t, failure)}
              </p>
            ) : null}
            {fieldError ? (
              <p role="alert" className="sr-only">
                {fieldError}
              </p>
            ) : null}
            <Button type="submit" size="lg" full disabled={pending || card.trim() === ''} data-testid="sandbox-pay">
              {pending ? t('topUp.paying') : t('topUp.pay', { amount })}
            </Button>
          </form>
        )}
        <section aria-labelledby="test-cards-title">
          <h2 id="test-cards-title" className="text-sm font-semibold text-slate-800">
            {t('topUp.testCards')}
          </h2>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm">
            {TEST_CARDS.map((c) => (
              <li key={c.number} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  <span className="font-mono">{c.number}</span> <span className="text-slate-600">{t(`topUp.${c.effect}`)}</span>
                </span>
                {step === 'card' && !closed ? (
                  <button
                    type="button"
                    className="font-semibold text-brand-700 underline"
                    onClick={() => {
                      setCard(c.number);
                    }}
                  >
                    {t('topUp.useCard', { number: c.number.slice(-4) })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <Link to={cancelHref} className={buttonClass({ variant: 'ghost' })}>
          {t('topUp.cancel')}
        </Link>
      </div>
    </div>
  );
}
