// The options of a delivery or call-back window (spec section 5): today or tomorrow, and the whole hours to choose
// from, for the iPost delivery form and the call-back request alike.
import { useTranslation } from '@/lib/translation-hooks';
import { todayLabel } from '@/features/shop/utils/checkout-order';
import { dayOptions, timeSlots } from '@/features/shop/utils/delivery-forms';

export function DayOptions() {
  const { t } = useTranslation();
  return dayOptions.map((day) => (
    <option key={day} value={day}>
      {t(day === todayLabel ? 'checkout.window.today' : 'checkout.window.tomorrow')}
    </option>
  ));
}

/** "—" (not chosen yet) and each hour. */
export function TimeSlotOptions() {
  return (
    <>
      <option value="">—</option>
      {timeSlots.map((slot) => (
        <option key={slot} value={slot}>
          {slot}
        </option>
      ))}
    </>
  );
}
