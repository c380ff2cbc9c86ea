/** Shows the discount popup 1000 ms after the home page loads, once per browser session. */
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { claimDiscountPopup, DISCOUNT_POPUP_DELAY_MS } from './discount-popup-schedule.ts';

const loadPopup = () => import('./discount-popup.tsx');
const DiscountPopup = lazy(loadPopup);

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function DiscountPopupTrigger() {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (claimDiscountPopup(sessionStorageOrNull())) {
        // As a transition, the dialog renders in slices that leave the page responsive, and its focus moves
        // (which makes the browser lay the page out again) in a task of its own.
        startTransition(() => {
          setShown(true);
          setOpen(true);
        });
      }
    }, DISCOUNT_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <DiscountPopup open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
