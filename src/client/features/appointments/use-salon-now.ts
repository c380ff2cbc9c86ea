import { useEffect, useState } from 'react';
import { salon } from '../../../config/salon.ts';
import { salonMoment, type SalonMoment } from '../../../domain/salon-time.ts';

/** How often the in-progress highlight looks at the clock again. */
const TICK_MS = 30_000;

/** The salon's clock now, moving on as time passes (in-progress highlight, spec section 9). */
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
