import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TechnicianOption } from './appointments-api.ts';

interface TechnicianSelectProps {
  readonly technicians: readonly TechnicianOption[];
  readonly value: { readonly id: string; readonly displayName: string } | null;
  readonly disabled?: boolean;
  /** Hide the visible label (in table rows); it stays for screen readers. */
  readonly compact?: boolean;
  onChange(technicianId: string | null): void;
}

/** 'Assign Technician': active technicians, or none; a former technician still shows while assigned. */
export function TechnicianSelect({ technicians, value, disabled, compact, onChange }: TechnicianSelectProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const active = technicians.filter((technician) => technician.active);
  const current = value && !active.some((technician) => technician.id === value.id) ? value : null;
  return (
    <div className={compact ? '' : 'flex flex-col gap-1'}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-semibold text-plum'}>
        {t('dashboard.assignTechnician')}
      </label>
      <select
        id={id}
        value={value?.id ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        className="w-full min-w-36 rounded-lg border border-plum/30 bg-white px-2 py-1.5 text-sm text-plum disabled:opacity-60"
      >
        <option value="">{t('dashboard.noTechnician')}</option>
        {current ? (
          <option value={current.id} disabled>
            {t('dashboard.technicianFilters.former', { name: current.displayName })}
          </option>
        ) : null}
        {active.map((technician) => (
          <option key={technician.id} value={technician.id}>
            {technician.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}
