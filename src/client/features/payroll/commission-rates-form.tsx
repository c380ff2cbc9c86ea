/**
 * The owner's commission rates (decision 255): the salon default, each technician's own rate, and
 * per-treatment overrides (for everyone or one technician), saved together with the version the
 * owner opened. Percentages are typed in %, fixed amounts in baht per treatment done; the server
 * stores basis points and satang. A rate changes only sales written after the save.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { CommissionRate } from '../../../domain/checkout/commission.ts';
import { MONEY_LIMITS, parseBaht, satangToDecimalText } from '../../../domain/checkout/money.ts';
import { parsePercentage, percentageText } from '../../../domain/payroll.ts';
import {
  cardClass,
  fieldClass,
  hintClass,
  primaryButton,
  sectionTitle,
  smallButton,
} from '../../components/admin-styles.ts';
import { FormField } from '../../components/form-field.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  fieldRefusal,
  refusalText,
  useCommissionSettings,
  useSaveCommissionSettings,
  type CommissionSettingsView,
} from './payroll-api.ts';

type Kind = CommissionRate['kind'];

interface DraftRate {
  readonly kind: Kind;
  readonly value: string;
}

interface DraftOverride extends DraftRate {
  readonly key: number;
  readonly treatmentId: string;
  /** '' for everyone. */
  readonly technicianId: string;
}

function bahtText(amount: number): string {
  return amount % 100 === 0 ? String(amount / 100) : satangToDecimalText(amount);
}

function draftOf(rate: CommissionRate): DraftRate {
  return rate.kind === 'percentage'
    ? { kind: 'percentage', value: percentageText(rate.basisPoints) }
    : { kind: 'fixed', value: bahtText(rate.amount) };
}

/** The rate a draft stands for, or null while its value cannot be read. */
function rateOf(draft: DraftRate): CommissionRate | null {
  if (draft.kind === 'percentage') {
    const basisPoints = parsePercentage(draft.value);
    return basisPoints === null ? null : { kind: 'percentage', basisPoints };
  }
  const amount = parseBaht(draft.value);
  return amount === null || amount > MONEY_LIMITS.unitPriceMax ? null : { kind: 'fixed', amount };
}

export function CommissionRatesForm() {
  const { t } = useTranslation('payroll');
  const settings = useCommissionSettings();
  // Held here: the form below starts afresh from each saved version, and "Rates saved." must outlive that.
  const save = useSaveCommissionSettings();
  if (settings.isError)
    return (
      <ProblemAlert
        problem={refusalText(settings.error)}
        onDismiss={() => void settings.refetch()}
        dismissLabel={t('screen.retry')}
      />
    );
  if (!settings.data) return <p className="text-plum-soft">{t('screen.loading')}</p>;
  return <RatesForm key={settings.data.version} saved={settings.data} save={save} />;
}

function RatesForm({
  saved,
  save,
}: {
  saved: CommissionSettingsView;
  save: ReturnType<typeof useSaveCommissionSettings>;
}) {
  const { t } = useTranslation('payroll');
  const [checked, setChecked] = useState(false);
  const [defaultRate, setDefaultRate] = useState<DraftRate>(draftOf(saved.defaultRate));
  const [own, setOwn] = useState<Record<string, DraftRate | null>>(() =>
    Object.fromEntries(saved.technicianRates.map((entry) => [entry.technicianId, draftOf(entry.rate)])),
  );
  const nextKey = useRef(saved.overrides.length);
  const [overrides, setOverrides] = useState<DraftOverride[]>(() =>
    saved.overrides.map((entry, index) => ({
      key: index,
      treatmentId: String(entry.treatmentId),
      technicianId: entry.technicianId ?? '',
      ...draftOf(entry.rate),
    })),
  );
  const technicians = saved.technicians.filter(
    (technician) => technician.active || own[technician.id] || overrides.some((o) => o.technicianId === technician.id),
  );
  const treatments = saved.treatments.filter(
    (treatment) => treatment.active || overrides.some((o) => o.treatmentId === String(treatment.id)),
  );
  const [focusKey, setFocusKey] = useState<number | null>(null);

  const invalid = (draft: DraftRate) => checked && rateOf(draft) === null;
  const rateError = (draft: DraftRate) =>
    invalid(draft) ? t(draft.kind === 'percentage' ? 'rates.percentageInvalid' : 'rates.amountInvalid') : undefined;
  const duplicate = (entry: DraftOverride) =>
    overrides.some(
      (other) =>
        other.key !== entry.key && other.treatmentId === entry.treatmentId && other.technicianId === entry.technicianId,
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const defaultValue = rateOf(defaultRate);
    const technicianRates = Object.entries(own).flatMap(([technicianId, draft]) =>
      draft === null ? [] : [{ technicianId, rate: rateOf(draft) }],
    );
    const overrideRates = overrides.map((entry) => ({
      treatmentId: Number(entry.treatmentId),
      technicianId: entry.technicianId === '' ? null : entry.technicianId,
      rate: rateOf(entry),
    }));
    if (
      defaultValue === null ||
      technicianRates.some((entry) => entry.rate === null) ||
      overrideRates.some((entry) => entry.rate === null) ||
      overrides.some(duplicate)
    ) {
      return;
    }
    save.mutate({
      version: saved.version,
      defaultRate: defaultValue,
      technicianRates: technicianRates.flatMap((entry) =>
        entry.rate === null ? [] : [{ technicianId: entry.technicianId, rate: entry.rate }],
      ),
      overrides: overrideRates.flatMap((entry) => (entry.rate === null ? [] : [{ ...entry, rate: entry.rate }])),
    });
  };

  const addOverride = () => {
    const key = nextKey.current++;
    setOverrides((current) => [
      ...current,
      { key, treatmentId: String(treatments[0]?.id ?? ''), technicianId: '', kind: 'percentage', value: '' },
    ]);
    setFocusKey(key);
  };
  const updateOverride = (key: number, change: Partial<DraftOverride>) =>
    setOverrides((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  return (
    <form className="max-w-4xl space-y-5" onSubmit={submit} noValidate>
      <section aria-labelledby="default-rate-title" className={`${cardClass} space-y-3`}>
        <h2 id="default-rate-title" className={sectionTitle}>
          {t('rates.defaultTitle')}
        </h2>
        <p className={hintClass}>{t('rates.defaultHint')}</p>
        <RateFields
          id="default-rate"
          draft={defaultRate}
          error={rateError(defaultRate) ?? fieldRefusal(save.error, 'defaultRate')}
          onChange={(next) => {
            if (next) setDefaultRate(next);
          }}
        />
      </section>

      <section aria-labelledby="technician-rates-title" className={`${cardClass} space-y-3`}>
        <h2 id="technician-rates-title" className={sectionTitle}>
          {t('rates.techniciansTitle')}
        </h2>
        <p className={hintClass}>{t('rates.techniciansHint')}</p>
        {fieldRefusal(save.error, 'technicianRates') ? (
          <p className="text-sm font-medium text-red-800">{fieldRefusal(save.error, 'technicianRates')}</p>
        ) : null}
        {technicians.length === 0 ? (
          <p className="text-sm text-plum-soft">{t('rates.noTechnicians')}</p>
        ) : (
          <ul className="divide-y divide-plum/10">
            {technicians.map((technician) => {
              const draft = own[technician.id] ?? null;
              return (
                <li key={technician.id} className="py-3 first:pt-0 last:pb-0">
                  <fieldset>
                    <legend className="mb-2 font-semibold text-plum">{technician.name}</legend>
                    <RateFields
                      id={`technician-${technician.id}`}
                      draft={draft}
                      allowDefault
                      error={draft === null ? undefined : rateError(draft)}
                      onChange={(next) => setOwn((current) => ({ ...current, [technician.id]: next }))}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="overrides-title" className={`${cardClass} space-y-3`}>
        <h2 id="overrides-title" className={sectionTitle}>
          {t('rates.overridesTitle')}
        </h2>
        <p className={hintClass}>{t('rates.overridesHint')}</p>
        {fieldRefusal(save.error, 'overrides') ? (
          <p className="text-sm font-medium text-red-800">{fieldRefusal(save.error, 'overrides')}</p>
        ) : null}
        {overrides.length === 0 ? <p className="text-sm text-plum-soft">{t('rates.noOverrides')}</p> : null}
        <ul className="space-y-3">
          {overrides.map((entry, index) => {
            const id = `override-${entry.key}`;
            const treatmentName = treatments.find((treatment) => String(treatment.id) === entry.treatmentId)?.name;
            return (
              <li key={entry.key} className="rounded-xl border border-plum/10 bg-white p-3">
                <fieldset>
                  <legend className="sr-only">{t('rates.overrideLegend', { number: index + 1 })}</legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <FormField
                      id={`${id}-treatment`}
                      label={t('rates.treatment')}
                      error={checked && duplicate(entry) ? t('rates.duplicate') : undefined}
                    >
                      {(describedBy) => (
                        <select
                          id={`${id}-treatment`}
                          className={fieldClass}
                          value={entry.treatmentId}
                          aria-describedby={describedBy}
                          aria-invalid={checked && duplicate(entry) ? true : undefined}
                          ref={(element) => {
                            if (element && focusKey === entry.key) {
                              element.focus();
                              setFocusKey(null);
                            }
                          }}
                          onChange={(event) => updateOverride(entry.key, { treatmentId: event.target.value })}
                        >
                          {treatments.map((treatment) => (
                            <option key={treatment.id} value={String(treatment.id)}>
                              {treatment.name}
                            </option>
                          ))}
                        </select>
                      )}
                    </FormField>
                    <FormField id={`${id}-technician`} label={t('rates.forWhom')}>
                      {(describedBy) => (
                        <select
                          id={`${id}-technician`}
                          className={fieldClass}
                          value={entry.technicianId}
                          aria-describedby={describedBy}
                          onChange={(event) => updateOverride(entry.key, { technicianId: event.target.value })}
                        >
                          <option value="">{t('rates.everyone')}</option>
                          {technicians.map((technician) => (
                            <option key={technician.id} value={technician.id}>
                              {technician.name}
                            </option>
                          ))}
                        </select>
                      )}
                    </FormField>
                  </div>
                  <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
                    <RateFields
                      id={id}
                      draft={entry}
                      error={rateError(entry)}
                      onChange={(next) => updateOverride(entry.key, next ?? {})}
                    />
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={t('rates.removeNamed', { name: treatmentName ?? '' })}
                      onClick={() => setOverrides((current) => current.filter((other) => other.key !== entry.key))}
                    >
                      {t('rates.remove')}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
        <button type="button" className={smallButton} onClick={addOverride} disabled={treatments.length === 0}>
          {t('rates.addOverride')}
        </button>
      </section>

      <ProblemAlert
        problem={refusalText(save.error)}
        onDismiss={() => save.reset()}
        dismissLabel={t('screen.dismiss')}
      />
      {save.isSuccess ? (
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {t('rates.saved')}
        </p>
      ) : null}
      <div className="space-y-1">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {t('rates.save')}
        </button>
        <p className={hintClass}>{t('rates.saveHint')}</p>
      </div>
    </form>
  );
}

/** A rate's kind and value; with `allowDefault`, the kind may be "the salon default" (draft null). */
function RateFields(props: {
  id: string;
  draft: DraftRate | null;
  allowDefault?: boolean;
  error: string | undefined;
  onChange(next: DraftRate | null): void;
}) {
  const { t } = useTranslation('payroll');
  const { draft } = props;
  return (
    <div className="grid flex-1 gap-3 sm:grid-cols-2">
      <FormField id={`${props.id}-kind`} label={t('rates.kind')}>
        {(describedBy) => (
          <select
            id={`${props.id}-kind`}
            className={fieldClass}
            value={draft?.kind ?? 'default'}
            aria-describedby={describedBy}
            onChange={(event) => {
              const kind = event.target.value;
              props.onChange(kind === 'default' ? null : { kind: kind as Kind, value: draft?.value ?? '' });
            }}
          >
            {props.allowDefault ? <option value="default">{t('rates.useDefault')}</option> : null}
            <option value="percentage">{t('rates.percentage')}</option>
            <option value="fixed">{t('rates.fixed')}</option>
          </select>
        )}
      </FormField>
      {draft === null ? null : (
        <FormField
          id={`${props.id}-value`}
          label={draft.kind === 'percentage' ? t('rates.percentageValue') : t('rates.amountValue')}
          error={props.error}
        >
          {(describedBy) => (
            <input
              id={`${props.id}-value`}
              className={fieldClass}
              inputMode="decimal"
              autoComplete="off"
              maxLength={16}
              value={draft.value}
              aria-describedby={describedBy}
              aria-invalid={props.error ? true : undefined}
              onChange={(event) => props.onChange({ ...draft, value: event.target.value })}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
