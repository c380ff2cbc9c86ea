/**
 * Settings → Deposits (owner): when a deposit is asked for, how much, how long the customer has to pay,
 * and the refund rule, with the sentences customers will read shown as they will read them.
 */
import { useState, type ReactNode } from 'react';
import { formatBaht, parseBaht, SATANG_PER_BAHT } from '../../../domain/checkout/money.ts';
import type { DepositRules } from '../../../domain/deposits/deposit-rules.ts';
import {
  cardClass,
  fieldClass,
  hintClass,
  labelClass,
  primaryButton,
  sectionTitle,
} from '../../components/admin-styles.ts';
import { FormField } from '../../components/form-field.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { refusalText, useDepositSettings, useSaveDepositSettings, type DepositSettingsView } from './deposits-api.ts';

/** The menu as the form lists it (the page passes the live catalogue). */
export interface MenuChoice {
  readonly id: number;
  readonly name: string;
  readonly services: readonly { readonly id: number; readonly name: string }[];
}

export function DepositSettingsForm({ menu }: { readonly menu: readonly MenuChoice[] }) {
  const { t } = useTranslation('deposits');
  const settings = useDepositSettings();
  if (settings.isError)
    return (
      <ProblemAlert
        problem={refusalText(settings.error)}
        onDismiss={() => void settings.refetch()}
        dismissLabel={t('admin.dismiss')}
      />
    );
  if (!settings.data) return <p className="text-plum-soft">{t('admin.loading')}</p>;
  return <RulesForm key={settings.data.version} saved={settings.data} menu={menu} />;
}

const numberText = (value: number | null) => (value === null ? '' : String(value));
const bahtText = (satang: number | null) => (satang === null ? '' : String(satang / SATANG_PER_BAHT));

function RulesForm({ saved, menu }: { saved: DepositSettingsView; menu: readonly MenuChoice[] }) {
  const { t } = useTranslation('deposits');
  const save = useSaveDepositSettings();
  const rules = saved.rules;
  const [enabled, setEnabled] = useState(rules.enabled);
  const [categoryIds, setCategoryIds] = useState<readonly number[]>(rules.categoryIds);
  const [serviceIds, setServiceIds] = useState<readonly number[]>(rules.serviceIds);
  const [above, setAbove] = useState(bahtText(rules.aboveSatang));
  const [noShowMonths, setNoShowMonths] = useState(numberText(rules.noShowMonths));
  const [kind, setKind] = useState(rules.amount.kind);
  const [percentage, setPercentage] = useState(
    rules.amount.kind === 'percentage' ? String(rules.amount.basisPoints / 100) : '30',
  );
  const [fixed, setFixed] = useState(rules.amount.kind === 'fixed' ? bahtText(rules.amount.satang) : '300');
  const [payWithin, setPayWithin] = useState(String(rules.payWithinMinutes));
  const [cutoff, setCutoff] = useState(String(rules.refundCutoffHours));

  const toggle = (list: readonly number[], id: number) =>
    list.includes(id) ? list.filter((each) => each !== id) : [...list, id];
  // What the owner typed: empty is "no such rule"; what cannot be read goes as -1, which the server refuses
  // with the field's own message (a typo never quietly turns a rule off).
  const readable = (value: number) => (Number.isFinite(value) ? value : -1);
  const typedNumber = (text: string) => (text.trim() === '' ? null : readable(Number(text)));
  const typedSatang = (text: string) => (text.trim() === '' ? null : (parseBaht(text) ?? -1));
  const next: DepositRules & { categoryIds: number[]; serviceIds: number[] } = {
    enabled,
    categoryIds: [...categoryIds],
    serviceIds: [...serviceIds],
    aboveSatang: typedSatang(above),
    noShowMonths: typedNumber(noShowMonths),
    amount:
      kind === 'percentage'
        ? { kind, basisPoints: readable(Math.round(Number(percentage) * 100)) }
        : { kind, satang: typedSatang(fixed) ?? -1 },
    payWithinMinutes: readable(Number(payWithin)),
    refundCutoffHours: readable(Number(cutoff)),
  };
  const language = currentLanguage();
  const amountText =
    next.amount.kind === 'percentage'
      ? `${percentage}%`
      : next.amount.satang > 0
        ? formatBaht(next.amount.satang, language)
        : '…';

  return (
    <form
      className="max-w-3xl space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ version: saved.version, rules: next });
      }}
    >
      <div className={`${cardClass} space-y-3`}>
        <p className="text-sm text-plum-soft">{t('admin.settingsIntro')}</p>
        <label className="flex items-center gap-3 text-lg font-semibold text-plum">
          <input
            type="checkbox"
            className="size-5"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          {t('admin.enabled')}
        </label>
        {!saved.promptpaySet ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('admin.noPromptPay')}</p>
        ) : null}
      </div>

      <fieldset className={`${cardClass} space-y-4`} disabled={!enabled}>
        <legend className={sectionTitle}>{t('admin.whenTitle')}</legend>
        <p className={hintClass}>{t('admin.whenHint')}</p>
        <ChoiceGroup legend={t('admin.categories')}>
          {menu.map((category) => (
            <Check
              key={category.id}
              label={category.name}
              checked={categoryIds.includes(category.id)}
              onChange={() => setCategoryIds(toggle(categoryIds, category.id))}
            />
          ))}
        </ChoiceGroup>
        <details className="rounded-lg border border-plum/10 bg-white px-3 py-2">
          <summary className="cursor-pointer text-sm font-semibold text-plum">
            {t('admin.treatments')} ({serviceIds.length})
          </summary>
          <div className="mt-2 space-y-3">
            {menu.map((category) => (
              <ChoiceGroup key={category.id} legend={category.name}>
                {category.services.map((service) => (
                  <Check
                    key={service.id}
                    label={service.name}
                    checked={serviceIds.includes(service.id)}
                    onChange={() => setServiceIds(toggle(serviceIds, service.id))}
                  />
                ))}
              </ChoiceGroup>
            ))}
          </div>
        </details>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            id="deposit-above"
            label={t('admin.above')}
            hint={t('admin.aboveHint')}
            value={above}
            onChange={setAbove}
          />
          <NumberField
            id="deposit-no-show"
            label={t('admin.noShowMonths')}
            hint={t('admin.noShowHint')}
            value={noShowMonths}
            onChange={setNoShowMonths}
          />
        </div>
      </fieldset>

      <fieldset className={`${cardClass} space-y-4`} disabled={!enabled}>
        <legend className={sectionTitle}>{t('admin.amountTitle')}</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-plum">
            <input
              type="radio"
              name="deposit-kind"
              checked={kind === 'percentage'}
              onChange={() => setKind('percentage')}
            />
            {t('admin.percentage')}
          </label>
          <label className="flex items-center gap-2 text-plum">
            <input type="radio" name="deposit-kind" checked={kind === 'fixed'} onChange={() => setKind('fixed')} />
            {t('admin.fixed')}
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {kind === 'percentage' ? (
            <NumberField
              id="deposit-percentage"
              label={t('admin.percentageValue')}
              value={percentage}
              onChange={setPercentage}
            />
          ) : (
            <NumberField id="deposit-fixed" label={t('admin.fixedValue')} value={fixed} onChange={setFixed} />
          )}
          <NumberField id="deposit-pay-within" label={t('admin.payWithin')} value={payWithin} onChange={setPayWithin} />
          <NumberField id="deposit-cutoff" label={t('admin.refundCutoff')} value={cutoff} onChange={setCutoff} />
        </div>
      </fieldset>

      {enabled ? (
        <section className={`${cardClass} space-y-1 border-gold/40 bg-cream`} aria-labelledby="deposit-preview-title">
          <h2 id="deposit-preview-title" className={sectionTitle}>
            {t('admin.ruleTitle')}
          </h2>
          <p className="font-semibold text-plum">{t('booking.needed', { amount: amountText })}</p>
          <p className="text-sm text-plum">{t('booking.howToPay', { minutes: payWithin })}</p>
          <p className="text-sm text-plum-soft">{t('booking.rule', { hours: cutoff })}</p>
          {next.noShowMonths !== null ? <p className="text-sm text-plum-soft">{t('booking.noShowRule')}</p> : null}
        </section>
      ) : null}

      <ProblemAlert
        problem={refusalText(save.error)}
        onDismiss={() => save.reset()}
        dismissLabel={t('admin.dismiss')}
      />
      {save.isSuccess ? (
        <p role="status" className="text-sm font-semibold text-emerald-800">
          {t('admin.saved')}
        </p>
      ) : null}
      <button type="submit" className={primaryButton} disabled={save.isPending}>
        {save.isPending ? t('admin.saving') : t('admin.save')}
      </button>
    </form>
  );
}

function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">{children}</div>
    </fieldset>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(): void }) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-sm text-plum">
      <input type="checkbox" className="size-4" checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

/** A sum or a count, typed as text so that a half-typed number stays as the owner wrote it. */
function NumberField(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <FormField id={props.id} label={props.label} hint={props.hint}>
      {(describedBy) => (
        <input
          id={props.id}
          inputMode="decimal"
          className={fieldClass}
          value={props.value}
          maxLength={12}
          aria-describedby={describedBy}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
