import { useTranslation } from '../../lib/use-translation.ts';
import { DISCOUNT_PERCENTAGES, type DiscountPercentage } from '../../../domain/salon-rules.ts';

/** 'Discount': one toggle button per allowed percentage, the current one pressed. */
export function DiscountButtons({
  discountPercentage,
  disabled,
  onChoose,
}: {
  discountPercentage: number;
  disabled: boolean;
  onChoose(percent: DiscountPercentage): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold text-plum">{t('order.discount')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {DISCOUNT_PERCENTAGES.map((percent) => {
          const selected = discountPercentage === percent;
          return (
            <button
              key={percent}
              type="button"
              aria-pressed={selected}
              disabled={disabled}
              onClick={() => !selected && onChoose(percent)}
              className={`rounded-full border px-3 py-1.5 text-sm font-semibold disabled:opacity-70 ${
                selected
                  ? 'border-rose-deep bg-rose-deep text-white'
                  : 'border-plum/30 bg-white text-plum hover:bg-blush'
              }`}
            >
              {t(`order.discounts.${percent}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
