/** One line of the checkout: its name, technician, quantity, and a price change with its reason. */
import { formatBaht, satangToDecimalText } from '../../../domain/checkout/money.ts';
import { fieldClass, hintClass, labelClass, smallButton } from '../../components/admin-styles.ts';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import type { DraftLine } from './draft-lines.ts';

export function LineEditor({
  line,
  total,
  technicians,
  invalid,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  /** The line's price × quantity, before discounts. */
  total: number;
  technicians: readonly { id: string; name: string }[];
  invalid: boolean;
  onChange(change: Partial<DraftLine>): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const id = `line-${line.key}`;
  return (
    <li className="rounded-xl border border-plum/10 bg-white p-3" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={`${id}-name`} className="font-semibold text-plum">
          {line.name}
          {line.kind === 'product' ? (
            <span className="ml-2 text-xs font-normal text-plum-soft">{t('screen.product')}</span>
          ) : null}
        </p>
        <p className="text-lg font-semibold text-plum" data-testid="line-total">
          {formatBaht(total, language)}
        </p>
      </div>
      {line.priceOverride !== null ? (
        <p className={hintClass}>{t('screen.listPrice', { price: formatBaht(line.listUnitPrice, language) })}</p>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-[2fr_1fr]">
        <div className="space-y-1">
          <label htmlFor={`${id}-technician`} className={labelClass}>
            {t('screen.technician')}
          </label>
          <select
            id={`${id}-technician`}
            className={fieldClass}
            value={line.technicianId ?? ''}
            onChange={(event) => onChange({ technicianId: event.target.value === '' ? null : event.target.value })}
          >
            <option value="">{t('screen.noTechnician')}</option>
            {technicians.map((technician) => (
              <option key={technician.id} value={technician.id}>
                {technician.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-quantity`} className={labelClass}>
            {t('screen.quantity')}
          </label>
          <select
            id={`${id}-quantity`}
            className={fieldClass}
            value={line.quantity}
            disabled={line.appointmentServiceId !== null}
            onChange={(event) => onChange({ quantity: Number(event.target.value) })}
          >
            {Array.from({ length: 10 }, (_, index) => index + 1).map((quantity) => (
              <option key={quantity} value={quantity}>
                {quantity}
              </option>
            ))}
          </select>
        </div>
      </div>
      {line.priceOverride !== null ? (
        <div className="mt-2 grid gap-2 sm:grid-cols-[1fr_2fr]">
          <div className="space-y-1">
            <label htmlFor={`${id}-price`} className={labelClass}>
              {t('screen.newPrice')}
            </label>
            <input
              id={`${id}-price`}
              inputMode="decimal"
              className={fieldClass}
              aria-invalid={invalid}
              value={line.priceOverride.priceText}
              onChange={(event) =>
                onChange({ priceOverride: { reason: line.priceOverride?.reason ?? '', priceText: event.target.value } })
              }
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-reason`} className={labelClass}>
              {t('screen.priceReason')}
            </label>
            <input
              id={`${id}-reason`}
              className={fieldClass}
              aria-invalid={invalid}
              maxLength={200}
              value={line.priceOverride.reason}
              onChange={(event) =>
                onChange({
                  priceOverride: { priceText: line.priceOverride?.priceText ?? '', reason: event.target.value },
                })
              }
            />
          </div>
          {invalid ? (
            <p className="text-sm font-medium text-red-800 sm:col-span-2">{t('screen.priceProblem')}</p>
          ) : null}
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {line.priceOverride === null ? (
          <button
            type="button"
            className={smallButton}
            onClick={() =>
              onChange({ priceOverride: { priceText: satangToDecimalText(line.listUnitPrice), reason: '' } })
            }
          >
            {t('screen.changePrice')}
          </button>
        ) : (
          <button type="button" className={smallButton} onClick={() => onChange({ priceOverride: null })}>
            {t('screen.keepListPrice')}
          </button>
        )}
        <button
          type="button"
          className={smallButton}
          onClick={onRemove}
          aria-label={t('screen.removeLine', { name: line.name })}
        >
          {t('screen.remove')}
        </button>
      </div>
    </li>
  );
}
