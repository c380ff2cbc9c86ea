/**
 * Customer changes and reminders: until when customers may cancel
 * or reschedule through their private link, whether a confirmed booking they
 * move stays confirmed, and how long before an appointment the reminder goes.
 * Same pattern as the booking rules: the shared schema checks first, the save
 * names the version loaded (409 and a sentence when another owner saved).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  CUSTOMER_CHANGE_LIMITS,
  customerChangeRulesUpdateSchema,
  type CustomerChangeRules,
  type CustomerChangeRulesUpdate,
} from '../../../domain/manage-booking.ts';
import { customerChangeRulesQuery, saveCustomerChangeRules } from './salon-settings-api.ts';
import { SaveBar } from './save-bar.tsx';
import { SettingsField } from './settings-field.tsx';
import { cardClass, fieldErrorClass, hintClass } from './settings-form-styles.ts';
import { useSectionSave } from './use-section-save.ts';
import { salonSettingsKeys } from './query-keys.ts';
import { QueryCard } from '../../components/query-card.tsx';

type HoursField = 'changeCutoffHours' | 'reminderHoursBefore';
const HOURS_FIELDS: readonly HoursField[] = ['changeCutoffHours', 'reminderHoursBefore'];

/** Form text to a number for the schema ("" and junk stay as they are, so the message says what is wrong). */
function asNumber(text: string): number | string {
  return /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text;
}

export function CustomerChangesForm() {
  const { t } = useTranslation('salonSettings');
  const query = useQuery(customerChangeRulesQuery());
  return (
    <QueryCard query={query} loading={t('loading')}>
      {(data) => <CustomerChangesEditor rules={data.rules} version={data.version} />}
    </QueryCard>
  );
}

function CustomerChangesEditor({ rules, version }: { rules: CustomerChangeRules; version: number }) {
  const { t } = useTranslation('salonSettings');
  const staysId = useId();
  const [hours, setHours] = useState<Record<HoursField, string>>(() => ({
    changeCutoffHours: String(rules.changeCutoffHours),
    reminderHoursBefore: String(rules.reminderHoursBefore),
  }));
  const [staysConfirmed, setStaysConfirmed] = useState(rules.confirmedStaysConfirmed);
  const save = useSectionSave({
    schema: customerChangeRulesUpdateSchema,
    save: (input: CustomerChangeRulesUpdate) => saveCustomerChangeRules(input),
    queryKey: salonSettingsKeys.customerChanges(),
  });

  const cutoff = Number(hours.changeCutoffHours);
  const reminder = Number(hours.reminderHoursBefore);
  const hints: Record<HoursField, string> = {
    changeCutoffHours:
      Number.isInteger(cutoff) && cutoff > 0
        ? t('customerChanges.changeCutoffHours.hintWith', { count: cutoff })
        : t('customerChanges.changeCutoffHours.hint'),
    reminderHoursBefore:
      Number.isInteger(reminder) && reminder > 0
        ? t('customerChanges.reminderHoursBefore.hintWith', { count: reminder })
        : t('customerChanges.reminderHoursBefore.hint'),
  };
  const choice = (value: boolean) => {
    save.edited();
    setStaysConfirmed(value);
  };

  return (
    <form
      noValidate
      aria-labelledby="customer-changes-heading"
      aria-describedby="customer-changes-intro"
      className={`${cardClass} flex flex-col gap-5`}
      onSubmit={(event) => {
        event.preventDefault();
        save.submit({
          changeCutoffHours: asNumber(hours.changeCutoffHours) as number,
          reminderHoursBefore: asNumber(hours.reminderHoursBefore) as number,
          confirmedStaysConfirmed: staysConfirmed,
          version,
        });
      }}
    >
      <div>
        <h2 id="customer-changes-heading" className="font-display text-2xl font-semibold text-plum">
          {t('customerChanges.title')}
        </h2>
        <p id="customer-changes-intro" className="mt-1 text-sm text-plum-soft">
          {t('customerChanges.intro')}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {HOURS_FIELDS.map((field) => (
          <SettingsField
            key={field}
            name={field}
            type="number"
            inputMode="numeric"
            min={CUSTOMER_CHANGE_LIMITS[field].min}
            max={CUSTOMER_CHANGE_LIMITS[field].max}
            step={1}
            label={t(`customerChanges.${field}.label`)}
            unit={t(`customerChanges.${field}.unit`)}
            hint={hints[field]}
            error={save.fields[field]}
            value={hours[field]}
            onChange={(event) => {
              save.edited();
              setHours((current) => ({ ...current, [field]: event.target.value }));
            }}
          />
        ))}
      </div>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={save.fields.confirmedStaysConfirmed ? `${staysId}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-semibold text-plum">{t('customerChanges.staysConfirmed.legend')}</legend>
        {[true, false].map((value) => (
          <label
            key={String(value)}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-plum/15 bg-white px-3 py-2.5 text-sm text-plum has-[:checked]:border-rose-deep has-[:checked]:bg-blush/40"
          >
            <input
              type="radio"
              name="confirmedStaysConfirmed"
              className="mt-0.5 size-4 accent-rose-deep"
              checked={staysConfirmed === value}
              onChange={() => choice(value)}
            />
            <span>
              <span className="block font-semibold">
                {t(value ? 'customerChanges.staysConfirmed.yes' : 'customerChanges.staysConfirmed.no')}
              </span>
              <span className={hintClass}>
                {t(value ? 'customerChanges.staysConfirmed.yesHint' : 'customerChanges.staysConfirmed.noHint')}
              </span>
            </span>
          </label>
        ))}
        {save.fields.confirmedStaysConfirmed ? (
          <p id={`${staysId}-error`} className={fieldErrorClass}>
            {save.fields.confirmedStaysConfirmed}
          </p>
        ) : null}
      </fieldset>
      <SaveBar save={save} label={t('customerChanges.save')} savedText={t('customerChanges.saved')} />
    </form>
  );
}
