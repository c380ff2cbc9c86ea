/**
 * Booking rules: capacity, the buffer after each appointment, how
 * far ahead customers can book and the shortest notice, each with one line
 * saying what it means. The booking engine obeys a save from the next booking on.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { salon } from '../../../config/salon.ts';
import { addDays, endOfMondayWeek } from '../../../domain/calendar.ts';
import { bookingRulesUpdateSchema } from '../../../domain/salon-settings-edits.ts';
import { SETTINGS_LIMITS, type BookingRules } from '../../../domain/salon-settings.ts';
import { salonToday } from '../../../domain/salon-time.ts';
import { bookingRulesQuery, saveBookingRules } from './salon-settings-api.ts';
import { SaveBar } from './save-bar.tsx';
import { SettingsField } from './settings-field.tsx';
import { cardClass } from './settings-form-styles.ts';
import { useSectionSave } from './use-section-save.ts';
import { salonSettingsKeys } from './query-keys.ts';
import { QueryCard } from '../../components/query-card.tsx';

type RuleField = keyof BookingRules;
const FIELDS: readonly RuleField[] = ['capacity', 'bufferMinutes', 'windowDaysAhead', 'minimumNoticeMinutes'];
/** The input's step: the schema's own where it has one, else whole numbers. */
function stepOf(field: RuleField): number {
  const limits = SETTINGS_LIMITS[field];
  return 'step' in limits ? limits.step : 1;
}

/** Form text to a number for the schema ("" and junk stay as they are, so the message says what is wrong). */
function asNumber(text: string): number | string {
  return /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text;
}

function longDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function BookingRulesForm() {
  const { t } = useTranslation('salonSettings');
  const query = useQuery(bookingRulesQuery());
  return (
    // Not keyed by version: a save keeps this form (and its 'Saved' note) and takes the new version for the next save.
    <QueryCard query={query} loading={t('loading')}>
      {(data) => <BookingRulesEditor rules={data.rules} version={data.version} />}
    </QueryCard>
  );
}

function BookingRulesEditor({ rules, version }: { rules: BookingRules; version: number }) {
  const { t } = useTranslation('salonSettings');
  const [form, setForm] = useState<Record<RuleField, string>>(() => ({
    capacity: String(rules.capacity),
    bufferMinutes: String(rules.bufferMinutes),
    windowDaysAhead: String(rules.windowDaysAhead),
    minimumNoticeMinutes: String(rules.minimumNoticeMinutes),
  }));
  const save = useSectionSave({
    schema: bookingRulesUpdateSchema,
    save: (input: Record<RuleField, number> & { version: number }) => saveBookingRules(input),
    queryKey: salonSettingsKeys.bookingRules(),
  });

  const today = salonToday(new Date(), salon.timeZone);
  const days = Number(form.windowDaysAhead);
  const lastBookable =
    Number.isInteger(days) && days >= 1 && days <= 365 ? endOfMondayWeek(addDays(today, days)) : null;
  const locale = t('clockLocale');
  const hints: Record<RuleField, string> = {
    capacity: t('rules.capacity.hint'),
    bufferMinutes: t('rules.bufferMinutes.hint'),
    windowDaysAhead: lastBookable
      ? t('rules.windowDaysAhead.hintWithDate', { days, date: longDate(lastBookable, locale) })
      : t('rules.windowDaysAhead.hint'),
    minimumNoticeMinutes: t('rules.minimumNoticeMinutes.hint'),
  };

  return (
    <form
      noValidate
      aria-labelledby="booking-rules-heading"
      className={`${cardClass} flex flex-col gap-5`}
      onSubmit={(event) => {
        event.preventDefault();
        const input = Object.fromEntries(FIELDS.map((field) => [field, asNumber(form[field])])) as Record<
          RuleField,
          number
        >;
        save.submit({ ...input, version });
      }}
    >
      <h2 id="booking-rules-heading" className="sr-only">
        {t('rules.pageTitle')}
      </h2>
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {FIELDS.map((field) => (
          <SettingsField
            key={field}
            name={field}
            type="number"
            inputMode="numeric"
            min={SETTINGS_LIMITS[field].min}
            max={SETTINGS_LIMITS[field].max}
            step={stepOf(field)}
            label={t(`rules.${field}.label`)}
            unit={t(`rules.${field}.unit`)}
            hint={hints[field]}
            error={save.fields[field]}
            value={form[field]}
            onChange={(event) => {
              save.edited();
              setForm((current) => ({ ...current, [field]: event.target.value }));
            }}
          />
        ))}
      </div>
      <SaveBar save={save} label={t('rules.save')} savedText={t('rules.saved')} />
    </form>
  );
}
