import { useT } from '../../i18n/i18n-provider';
import { usePrice } from '../../lib/use-price';
import { Button } from '../../components/button';

/**
 * 000 §2 D "On phones a bottom bar shows the price and a Join a group button." Fixed to the bottom
 * up to 768 px wide inclusive (000 §9 "Mobile breakpoint is 768px"); hidden from 769 px.
 */
export function CoursePhoneBar({ priceCents, onJoin }: { priceCents: number | null; onJoin: () => void }) {
  const t = useT();
  const price = usePrice();
  return (
    <div
      // Sticky, not fixed, as the page's last block (issue 17): it rides the bottom of the screen while the
      // page scrolls and comes to rest in its own room at the end, so it never covers the footer.
      className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur min-[769px]:hidden"
      data-testid="course-phone-bar"
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-4">
        {priceCents === null ? (
          <span />
        ) : (
          <p className="leading-tight">
            <span className="block text-lg font-bold text-slate-900">{price(priceCents)}</span>
            <span className="block text-xs text-slate-600">{t('courses.perCourse')}</span>
          </p>
        )}
        <Button size="lg" onClick={onJoin}>
          {t('courses.joinAGroup')}
        </Button>
      </div>
    </div>
  );
}
