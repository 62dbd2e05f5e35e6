import type { GiftCodeView } from '@app/api';
import { useState } from 'react';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useT } from '../../i18n/i18n-provider';
import type { MessageKey } from '../../i18n/translate';
import { useDisplayTime } from '../../lib/use-display-time';
import { usePrice } from '../../lib/use-price';

type Status = 'active' | 'expired' | 'usedUp' | 'disabled';
const STATUS_KEYS: Record<Status, MessageKey> = {
  active: 'giftCodes.statusActive',
  expired: 'giftCodes.statusExpired',
  usedUp: 'giftCodes.statusUsedUp',
  disabled: 'giftCodes.statusDisabled',
};

/** The same order of checks as the domain's `decideGiftCodeRedemption` (expired at exactly `expires_at`). */
function statusOf(code: GiftCodeView, now: number): Status {
  if (code.disabled_at !== null) return 'disabled';
  if (now >= Date.parse(code.expires_at)) return 'expired';
  if (code.remaining <= 0) return 'usedUp';
  return 'active';
}

/**
 * The staff list of codes: code, amount, uses and remaining, expiry (in the viewer's zone) and status,
 * with Switch off for a live one, behind a confirm (it cannot be switched on again). A list of cards (a
 * `dl` each) that reads at 375 px as well as 1280.
 */
export function GiftCodeList({
  codes,
  now,
  busyId,
  onDisable,
}: {
  codes: readonly GiftCodeView[];
  now: number;
  busyId: number | null;
  onDisable: (id: number) => void;
}) {
  const t = useT();
  const price = usePrice();
  const time = useDisplayTime();
  const [confirming, setConfirming] = useState<GiftCodeView | null>(null);
  if (codes.length === 0)
    return <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">{t('giftCodes.listEmpty')}</p>;
  return (
    <>
      <ul className="space-y-3" data-testid="gift-code-list">
        {codes.map((code) => {
          const status = statusOf(code, now);
          return (
            <li
              key={code.id}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="gift-code-row"
              data-code={code.code}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-mono text-lg font-bold tracking-wider break-all">{code.code}</p>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status === 'active' ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}
                >
                  {t(STATUS_KEYS[status])}
                </span>
              </div>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-600">{t('giftCodes.columnAmount')}</dt>
                  <dd className="font-semibold tabular-nums">{price.usd(code.amount_cents)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('giftCodes.columnUses')}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="gift-code-uses">
                    {code.uses} / {code.max_uses}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('giftCodes.columnRemaining')}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="gift-code-remaining">
                    {code.remaining}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t('giftCodes.columnExpires')}</dt>
                  <dd className="font-semibold">
                    <time dateTime={code.expires_at}>
                      {time.date(code.expires_at)} · {time.time(code.expires_at)}
                    </time>
                  </dd>
                </div>
              </dl>
              {status === 'active' ? (
                <Button
                  variant="danger"
                  size="sm"
                  className="mt-3"
                  disabled={busyId === code.id}
                  aria-label={t('giftCodes.disableNamed', { code: code.code })}
                  onClick={() => {
                    setConfirming(code);
                  }}
                >
                  {t('giftCodes.disable')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t('giftCodes.disableTitle', { code: confirming?.code ?? '' })}
        text={t('giftCodes.disableText')}
        confirmLabel={t('giftCodes.disable')}
        dismissLabel={t('giftCodes.keepCode')}
        onClose={() => {
          setConfirming(null);
        }}
        onConfirm={() => {
          if (confirming) onDisable(confirming.id);
          setConfirming(null);
        }}
      />
    </>
  );
}
