import { useT } from '../i18n/i18n-provider';
import { useDisplayTime } from '../lib/use-display-time';
import { useNow } from '../lib/use-now';

/** "Times are always shown in the user's timezone_iana (or the browser's zone for visitors) with the zone named." */
export function ZoneNote({ className = '' }: { className?: string }) {
  const t = useT();
  const time = useDisplayTime();
  const now = useNow(60_000);
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-testid="zone-note">
      {t('common.timesShownIn', { zone: time.zoneLabel(now) })}
    </p>
  );
}
