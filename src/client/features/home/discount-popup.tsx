/** The review offer (spec section 4): an accessible dialog with a 'Write a Review' link and an X button. */
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../lib/use-translation.ts';
import { CloseIcon, LotusIcon } from '../../components/icons.tsx';
import { useSalonFacts } from '../../lib/salon-facts.ts';

interface DiscountPopupProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

export default function DiscountPopup({ open, onOpenChange }: DiscountPopupProps) {
  const { t } = useTranslation('home');
  const { details } = useSalonFacts();
  // The owner writes the offer once, in English. Left as the product's standard offer, it is shown in the
  // page's language; words of the owner's own are shown as written (docs/decisions/177).
  const ownOffer = details.discountOfferText.trim();
  const offer = ownOffer === '' || ownOffer === t('discount.offer', { lng: 'en' }) ? t('discount.offer') : ownOffer;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-plum/40 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid="discount-popup"
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-cream p-7 text-center shadow-2xl ring-1 ring-gold/40 outline-none"
        >
          <Dialog.Close className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-plum hover:bg-blush">
            <CloseIcon />
            <span className="sr-only">{t('discount.close')}</span>
          </Dialog.Close>
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-blush text-rose-deep">
            <LotusIcon size={30} />
          </span>
          <Dialog.Title className="mt-4 font-display text-3xl font-semibold text-plum">
            {t('discount.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-lg leading-relaxed text-plum">{offer}</Dialog.Description>
          <a
            hidden={!details.reviewUrl}
            href={details.reviewUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex min-h-12 items-center rounded-full bg-rose-deep px-8 font-medium text-cream hover:bg-plum"
          >
            {t('discount.writeReview')}
            <span className="sr-only"> {t('common:opensInNewTab')}</span>
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
