/** The salon's date and minute right now, ticking every 30 seconds (for "Today" and the now line). */
import { useEffect, useState } from 'react';
import { salon } from '../../../config/salon.ts';
import { salonMoment, type SalonMoment } from '../../../domain/salon-time.ts';

const TICK_MS = 30_000;

export function useSalonNow(): SalonMoment {
  const [moment, setMoment] = useState(() => salonMoment(new Date(), salon.timeZone));
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = salonMoment(new Date(), salon.timeZone);
      setMoment((previous) =>
        previous.date === next.date && previous.minuteOfDay === next.minuteOfDay ? previous : next,
      );
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return moment;
}
