import { Button } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { usePrice } from '../../lib/use-price';

/**
 * 000 §2.A "On phones (width up to 768px) a fixed bottom bar shows the price and a Book Now
 * button." Shown at widths <= 768 px (PHONE_MAX_WIDTH_PX, inclusive): `min-[769px]:hidden`.
 * Book Now opens All time slots, where the learner picks the time to book.
 */
export function PhoneBookBar({ price, onBookNow, disabled }: { price: number; onBookNow: () => void; disabled: boolean }) {
  const t = useT();
  const formatPrice = usePrice();
  return (
    <div
      // Sticky, not fixed, as the page's last block (issue 17): it rides the bottom of the screen while the
      // page scrolls and comes to rest in its own room at the end, so it never covers the footer.
      className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur min-[769px]:hidden"
      data-testid="phone-book-bar"
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-4">
        <p className="text-lg font-bold">
          {formatPrice(price)} <span className="text-sm font-normal text-slate-600">{t('catalog.perClass')}</span>
        </p>
        <Button size="lg" onClick={onBookNow} disabled={disabled} aria-haspopup="dialog">
          {t('booking.bookNow')}
        </Button>
      </div>
    </div>
  );
}
