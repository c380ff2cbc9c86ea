/**
 * The review offer: a dialog with a 'Write a Review' link and an X button, shown as a card at
 * the bottom of the screen. It is not modal and does not take the focus (docs/decisions/183): it appears a
 * second after the page starts, while a visitor may be tapping "Book", and must not swallow that tap, lock
 * the page's scrolling or make the browser lay the whole page out again in one long task.
 */
import { DialogShell } from '../../components/dialog-shell.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { LotusIcon } from '../../components/icons.tsx';
import { usePageTexts } from '../../lib/page-texts.ts';
import { useSalonFacts } from '../../lib/salon-facts.ts';

interface DiscountPopupProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

export default function DiscountPopup({ open, onOpenChange }: DiscountPopupProps) {
  const { t } = useTranslation('home');
  const { details, pageTexts } = useSalonFacts();
  const text = usePageTexts();
  // The offer is written in Settings → Pages in four languages (decision 243). An offer written earlier in
  // the salon details (English only) is still shown as written until the owner writes one there.
  const earlierOffer = details.discountOfferText.trim();
  const ownEarlierOffer =
    earlierOffer !== '' && earlierOffer !== t('discount.offer', { lng: 'en' }) && !pageTexts?.en?.discountOffer;
  const offer = ownEarlierOffer ? earlierOffer : text('discountOffer');
  return (
    // Not modal, no overlay, and the focus stays where the visitor is: a tap elsewhere on the page is theirs.
    <DialogShell
      look="public-toast"
      open={open}
      onOpenChange={onOpenChange}
      testId="discount-popup"
      initialFocus="none"
      closeLabel={t('discount.close')}
      badge={
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-blush text-rose-deep">
          <LotusIcon size={26} />
        </span>
      }
      title={t('discount.title')}
      description={offer}
    >
      <a
        hidden={!details.reviewUrl}
        href={details.reviewUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-5 inline-flex min-h-12 items-center rounded-full bg-rose-deep px-8 font-medium text-cream hover:bg-plum"
      >
        {t('discount.writeReview')}
        <span className="sr-only"> {t('common:opensInNewTab')}</span>
      </a>
    </DialogShell>
  );
}
