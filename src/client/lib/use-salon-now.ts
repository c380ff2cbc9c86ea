import { useEffect, useState } from 'react';
import { salon } from '../../config/salon.ts';
import { salonMoment, type SalonMoment } from '../../domain/salon-time.ts';

/** How often the clock is looked at again: a minute's change shows within half a minute. */
const TICK_MS = 30_000;

/**
 * The salon's date and minute right now, in the salon's time zone, moving on
 * as time passes: the dashboard's in-progress highlight and
 * the calendar's "Today" and now line. A tick within the same minute keeps the
 * same object, so nothing re-renders for it.
 */
export function useSalonNow(): SalonMoment {
  const [now, setNow] = useState(() => salonMoment(new Date(), salon.timeZone));
  useEffect(() => {
    const timer = setInterval(() => {
      const next = salonMoment(new Date(), salon.timeZone);
      setNow((current) => (current.date === next.date && current.minuteOfDay === next.minuteOfDay ? current : next));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
