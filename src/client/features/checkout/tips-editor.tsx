/** Tips, one per technician: the customer's thanks go to the person who did the work. */
import {
  cardClass,
  fieldClass,
  hintClass,
  labelClass,
  sectionTitle,
  smallButton,
} from '../../components/admin-styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { DraftTip } from './draft-lines.ts';

export function TipsEditor({
  tips,
  technicians,
  invalidKeys,
  onChange,
  newKey,
}: {
  tips: readonly DraftTip[];
  technicians: readonly { id: string; name: string }[];
  invalidKeys: ReadonlySet<string>;
  onChange(tips: readonly DraftTip[]): void;
  newKey(): string;
}) {
  const { t } = useTranslation('checkout');
  const unused = technicians.filter((technician) => !tips.some((tip) => tip.technicianId === technician.id));
  const update = (key: string, change: Partial<DraftTip>) =>
    onChange(tips.map((tip) => (tip.key === key ? { ...tip, ...change } : tip)));
  return (
    <section aria-labelledby="checkout-tips" className={`${cardClass} space-y-3`}>
      <h2 id="checkout-tips" className={sectionTitle}>
        {t('screen.tipsTitle')}
      </h2>
      {technicians.length === 0 ? <p className={hintClass}>{t('screen.noTechnicians')}</p> : null}
      <ul className="space-y-2">
        {tips.map((tip) => (
          <li key={tip.key} className="grid grid-cols-[1fr_8rem_auto] items-end gap-2">
            <div className="space-y-1">
              <label htmlFor={`tip-${tip.key}-technician`} className={labelClass}>
                {t('screen.technician')}
              </label>
              <select
                id={`tip-${tip.key}-technician`}
                className={fieldClass}
                value={tip.technicianId}
                onChange={(event) => update(tip.key, { technicianId: event.target.value })}
              >
                {technicians
                  .filter((technician) => technician.id === tip.technicianId || unused.includes(technician))
                  .map((technician) => (
                    <option key={technician.id} value={technician.id}>
                      {technician.name}
                    </option>
                  ))}
              </select>
            </div>
            <div className="space-y-1">
              <label htmlFor={`tip-${tip.key}-amount`} className={labelClass}>
                {t('screen.tipAmount')}
              </label>
              <input
                id={`tip-${tip.key}-amount`}
                inputMode="decimal"
                className={fieldClass}
                aria-invalid={invalidKeys.has(tip.key)}
                value={tip.amountText}
                onChange={(event) => update(tip.key, { amountText: event.target.value })}
              />
            </div>
            <button
              type="button"
              className={smallButton}
              onClick={() => onChange(tips.filter((entry) => entry.key !== tip.key))}
              aria-label={t('screen.removeTip')}
            >
              {t('screen.remove')}
            </button>
          </li>
        ))}
      </ul>
      {unused[0] ? (
        <button
          type="button"
          className={smallButton}
          onClick={() => onChange([...tips, { key: newKey(), technicianId: unused[0]!.id, amountText: '' }])}
        >
          {t('screen.addTip')}
        </button>
      ) : null}
    </section>
  );
}
