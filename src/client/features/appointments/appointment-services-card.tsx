import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatBaht } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { AddServiceWarningDialog, type AddableService } from './add-service-warning-dialog.tsx';
import { detailCard, detailCardTitle, type EditableDetailCardProps } from './detail-card.ts';

/**
 * The detail's 'Services' card: each service with its remove button (not the
 * last one), and 'Add a service', which asks first when the service breaks a rule.
 */
export function AppointmentServicesCard({ appointment, busy, onEdit }: EditableDetailCardProps) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  const selectId = useId();
  const [choice, setChoice] = useState('');
  const [warned, setWarned] = useState<AddableService | null>(null);
  const onlyOne = appointment.services.length === 1;

  const add = (serviceId: number, acknowledgeWarnings: boolean) =>
    onEdit({ kind: 'addService', serviceId, acknowledgeWarnings }, () => setChoice(''));

  const choose = (value: string) => {
    setChoice(value);
    const service = appointment.addableServices.find((candidate) => String(candidate.id) === value);
    if (!service) return;
    if (service.warnings.length > 0) setWarned(service);
    else add(service.id, false);
  };

  return (
    <section aria-labelledby="order-services" className={detailCard}>
      <h2 id="order-services" className={detailCardTitle}>
        {t('order.services')}
      </h2>
      <ul className="mt-3 divide-y divide-plum/10">
        {appointment.services.map((service) => (
          <li key={service.serviceId} className="flex items-center justify-between gap-3 py-2.5">
            <div>
              <p className="font-semibold text-plum">{service.name}</p>
              <p className="text-sm text-plum-soft">
                {t('order.serviceLine', {
                  minutes: service.durationMinutes,
                  price: formatBaht(service.priceThb, locale),
                })}
              </p>
            </div>
            <button
              type="button"
              disabled={busy || onlyOne}
              title={onlyOne ? t('order.lastServiceHint') : undefined}
              aria-label={t('order.removeService', { name: service.name })}
              onClick={() => onEdit({ kind: 'removeService', serviceId: service.serviceId })}
              className="rounded-full border border-plum/30 bg-white px-3 py-1 text-sm font-semibold text-plum hover:border-red-700 hover:text-red-800 disabled:cursor-not-allowed disabled:opacity-50"
            >
              <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
      {onlyOne ? <p className="mt-1 text-xs text-plum-soft">{t('order.lastServiceHint')}</p> : null}

      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-semibold text-plum">
          {t('order.addService')}
        </label>
        {appointment.addableServices.length === 0 ? (
          <p className="text-sm text-plum-soft">{t('order.noServicesLeft')}</p>
        ) : (
          <select
            id={selectId}
            value={choice}
            disabled={busy}
            onChange={(event) => choose(event.target.value)}
            className="w-full rounded-lg border border-plum/30 bg-white px-3 py-2 text-sm text-plum"
          >
            <option value="">{t('order.addServicePlaceholder')}</option>
            {appointment.addableServices.map((service) => (
              <option key={service.id} value={service.id}>
                {t(service.warnings.length > 0 ? 'order.addServiceWarningOption' : 'order.addServiceOption', {
                  name: service.name,
                  minutes: service.durationMinutes,
                  price: formatBaht(service.priceThb, locale),
                })}
              </option>
            ))}
          </select>
        )}
      </div>

      <AddServiceWarningDialog
        appointment={appointment}
        service={warned}
        onAddAnyway={(service) => {
          add(service.id, true);
          setWarned(null);
        }}
        onCancel={() => {
          setWarned(null);
          setChoice('');
        }}
      />
    </section>
  );
}
