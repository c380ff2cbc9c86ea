import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { busySpan, freeTechniciansQuery, type FreeTechniciansQuestion } from '../../lib/free-technicians.ts';
import type { TechnicianOption } from './appointments-api.ts';

interface TechnicianSelectProps {
  readonly technicians: readonly TechnicianOption[];
  readonly value: { readonly id: string; readonly displayName: string } | null;
  readonly disabled?: boolean;
  /** Hide the visible label (in table rows); it stays for screen readers. */
  readonly compact?: boolean;
  /**
   * The appointment's place: once the select is focused, technicians with another appointment
   * then are marked busy and cannot be chosen (the server refuses them too), those not working then are marked.
   */
  readonly slot?: FreeTechniciansQuestion;
  onChange(technicianId: string | null): void;
}

/** 'Assign Technician': active technicians, or none; a former technician still shows while assigned. */
export function TechnicianSelect({ technicians, value, disabled, compact, slot, onChange }: TechnicianSelectProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  // Asked only when someone is about to choose: a dashboard page holds up to 100 of these selects.
  const [asked, setAsked] = useState(false);
  const availability = useQuery({
    ...freeTechniciansQuery(slot ?? { date: '', time: '', durationMinutes: 0 }),
    enabled: asked && slot !== undefined,
  });
  const busyById = new Map((availability.data?.busy ?? []).map((entry) => [entry.id, entry] as const));
  const active = technicians.filter((technician) => technician.active);
  const current = value && !active.some((technician) => technician.id === value.id) ? value : null;
  const ask = () => setAsked(true);
  return (
    <div className={compact ? '' : 'flex flex-col gap-1'}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-semibold text-plum'}>
        {t('dashboard.assignTechnician')}
      </label>
      <select
        id={id}
        value={value?.id ?? ''}
        disabled={disabled}
        onFocus={ask}
        onPointerDown={ask}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        className="w-full min-w-36 rounded-lg border border-plum/30 bg-white px-2 py-1.5 text-sm text-plum disabled:opacity-60"
      >
        <option value="">{t('dashboard.noTechnician')}</option>
        {current ? (
          <option value={current.id} disabled>
            {t('dashboard.technicianFilters.former', { name: current.displayName })}
          </option>
        ) : null}
        {active.map((technician) => {
          const busy = technician.id === value?.id ? undefined : busyById.get(technician.id);
          const why = busy?.why;
          return (
            <option key={technician.id} value={technician.id} disabled={why === 'appointment'}>
              {busy && why === 'appointment'
                ? t('dashboard.technicianBusy', { name: technician.displayName, span: busySpan(busy) })
                : why === 'not_working'
                  ? t('dashboard.technicianNotWorking', { name: technician.displayName })
                  : technician.displayName}
            </option>
          );
        })}
      </select>
    </div>
  );
}
