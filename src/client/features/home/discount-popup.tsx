/**
 * The review offer (spec section 4): a dialog with a 'Write a Review' link and an X button, shown as a card at
 * the bottom of the screen. It is not modal and does not take the focus (docs/decisions/183): it appears a
 * second after the page starts, while a visitor may be tapping "Book", and must not swallow that tap, lock
 * the page's scrolling or make the browser lay the whole page out again in one long task.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../lib/use-translation.ts';
import { CloseIcon, LotusIcon } from '../../components/icons.tsx';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          data-testid="discount-popup"
          // The focus stays where the visitor is; a tap elsewhere on the page is theirs, not a dismissal.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 mx-auto max-w-[26rem] rounded-3xl bg-cream p-6 text-center shadow-2xl ring-1 ring-gold/40 outline-none sm:right-6 sm:bottom-6 sm:left-auto sm:mx-0 sm:w-[26rem]"
        >
          <Dialog.Close className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-plum hover:bg-blush">
            <CloseIcon />
            <span className="sr-only">{t('discount.close')}</span>
          </Dialog.Close>
          <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-blush text-rose-deep">
            <LotusIcon size={26} />
          </span>
          <Dialog.Title className="mt-3 font-display text-3xl font-semibold text-plum">
            {t('discount.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-lg leading-relaxed text-plum">{offer}</Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
