/**
 * The checkout screen: the appointment's treatments at their booked prices with their
 * technicians, anything added (a treatment, a product), a price changed with its reason, a
 * discount and tips, with the totals computed live by the same arithmetic the server uses. "Continue
 * to payment" writes the sale and opens its payment screen.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatBaht } from '../../../domain/checkout/money.ts';
import { priceSale } from '../../../domain/checkout/sale.ts';
import { NOT_VAT_REGISTERED } from '../../../domain/checkout/vat.ts';
import {
  cardClass,
  fieldClass,
  hintClass,
  labelClass,
  primaryButton,
  sectionTitle,
  smallButton,
} from '../../components/admin-styles.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import { refusalText, useCheckoutStart, useStartSale, type CheckoutStart } from './checkout-api.ts';
import { domainDraft, draftProblems, saleRequest, type Draft, type DraftLine, type DraftTip } from './draft-lines.ts';
import { LineEditor } from './line-editor.tsx';
import { TipsEditor } from './tips-editor.tsx';

let keyCounter = 0;
const nextKey = () => {
  keyCounter += 1;
  return `k${keyCounter}`;
};

function initialDraft(start: CheckoutStart): Draft {
  const appointment = start.appointment;
  return {
    lines:
      appointment?.treatments.map((treatment) => ({
        key: nextKey(),
        kind: 'treatment' as const,
        itemId: treatment.serviceId,
        appointmentServiceId: treatment.appointmentServiceId,
        name: treatment.name,
        listUnitPrice: treatment.unitPrice,
        technicianId: appointment.technicianId,
        quantity: 1,
        priceOverride: null,
      })) ?? [],
    tips: [],
    discountPercentText: '',
  };
}

export function CheckoutScreen({ appointmentId }: { appointmentId: string | null }) {
  const { t } = useTranslation('checkout');
  const start = useCheckoutStart(appointmentId);
  if (start.isError)
    return (
      <ProblemAlert
        problem={refusalText(start.error)}
        onDismiss={() => void start.refetch()}
        dismissLabel={t('screen.retry')}
      />
    );
  if (!start.data) return <p className="text-plum-soft">{t('screen.loading')}</p>;
  return <CheckoutForm start={start.data} />;
}

function CheckoutForm({ start }: { start: CheckoutStart }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(start));
  const [addTreatment, setAddTreatment] = useState('');
  const [addProduct, setAddProduct] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const startSale = useStartSale();
  const appointment = start.appointment;

  if (appointment?.saleId) {
    return (
      <div className={`${cardClass} space-y-3`} role="status">
        <p className="text-plum">{t('screen.alreadyInSale')}</p>
        <Link className={primaryButton} to={`/admin/checkout/sales/${appointment.saleId}`}>
          {t('screen.openSale')}
        </Link>
      </div>
    );
  }

  const problems = draftProblems(draft);
  const hasProblems = problems.lineKeys.size > 0 || problems.tipKeys.size > 0 || problems.discount;
  const priced = priceSale(domainDraft(draft), NOT_VAT_REGISTERED);
  const money = (amount: number) => formatBaht(amount, language);

  const updateLine = (key: string, change: Partial<DraftLine>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.key === key ? { ...line, ...change } : line)),
    }));
  const removeLine = (key: string) =>
    setDraft((current) => ({ ...current, lines: current.lines.filter((line) => line.key !== key) }));
  const setTips = (tips: readonly DraftTip[]) => setDraft((current) => ({ ...current, tips }));

  const add = (kind: 'treatment' | 'product', id: string) => {
    const list = kind === 'treatment' ? start.treatments : start.products;
    const item = list.find((entry) => String(entry.id) === id);
    if (!item) return;
    setDraft((current) => ({
      ...current,
      lines: [
        ...current.lines,
        {
          key: nextKey(),
          kind,
          itemId: item.id,
          appointmentServiceId: null,
          name: item.name,
          listUnitPrice: item.unitPrice,
          technicianId: kind === 'treatment' ? (appointment?.technicianId ?? null) : null,
          quantity: 1,
          priceOverride: null,
        },
      ],
    }));
  };

  const submit = () => {
    setShowProblems(true);
    if (hasProblems || draft.lines.length === 0 || !priced.ok) return;
    startSale.mutate(saleRequest(draft, appointment ? [appointment.id] : []), {
      onSuccess: (sale) => void navigate(`/admin/checkout/sales/${sale.id}`),
    });
  };

  return (
    <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-5">
        {!start.drawerOpen ? (
          <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p>{t('screen.drawerClosedHint')}</p>
            <Link to="/admin/drawer" className="font-semibold underline">
              {t('screen.openDrawerLink')}
            </Link>
          </div>
        ) : null}
        <section aria-labelledby="checkout-lines" className={`${cardClass} space-y-4`}>
          <h2 id="checkout-lines" className={sectionTitle}>
            {t('screen.linesTitle')}
          </h2>
          {draft.lines.length === 0 ? <p className={hintClass}>{t('screen.noLines')}</p> : null}
          <ul className="space-y-3">
            {draft.lines.map((line, index) => (
              <LineEditor
                key={line.key}
                line={line}
                total={priced.ok ? (priced.totals.lines[index]?.gross ?? 0) : 0}
                technicians={start.technicians}
                invalid={showProblems && problems.lineKeys.has(line.key)}
                onChange={(change) => updateLine(line.key, change)}
                onRemove={() => removeLine(line.key)}
              />
            ))}
          </ul>
          <div className="grid gap-3 sm:grid-cols-2">
            <AddSelect
              id="add-treatment"
              label={t('screen.addTreatment')}
              value={addTreatment}
              options={start.treatments.map((item) => ({
                value: String(item.id),
                label: `${item.name} · ${money(item.unitPrice)}`,
              }))}
              onChange={setAddTreatment}
              onAdd={() => {
                add('treatment', addTreatment);
                setAddTreatment('');
              }}
              addLabel={t('screen.add')}
            />
            {start.products.length > 0 ? (
              <AddSelect
                id="add-product"
                label={t('screen.addProduct')}
                value={addProduct}
                options={start.products.map((item) => ({
                  value: String(item.id),
                  label: `${item.name} · ${money(item.unitPrice)}`,
                }))}
                onChange={setAddProduct}
                onAdd={() => {
                  add('product', addProduct);
                  setAddProduct('');
                }}
                addLabel={t('screen.add')}
              />
            ) : null}
          </div>
        </section>

        <TipsEditor
          tips={draft.tips}
          technicians={start.technicians}
          invalidKeys={showProblems ? problems.tipKeys : new Set()}
          onChange={setTips}
          newKey={nextKey}
        />
      </div>

      <aside aria-labelledby="checkout-summary" className={`${cardClass} h-fit space-y-4 lg:sticky lg:top-4`}>
        <h2 id="checkout-summary" className={sectionTitle}>
          {t('screen.summaryTitle')}
        </h2>
        <div className="space-y-1">
          <label htmlFor="sale-discount" className={labelClass}>
            {t('screen.discountLabel')}
          </label>
          <div className="flex items-center gap-2">
            <input
              id="sale-discount"
              inputMode="numeric"
              className={`${fieldClass} max-w-24`}
              value={draft.discountPercentText}
              aria-invalid={showProblems && problems.discount}
              aria-describedby="sale-discount-hint"
              onChange={(event) => setDraft((current) => ({ ...current, discountPercentText: event.target.value }))}
            />
            <span className="text-plum">%</span>
          </div>
          <p id="sale-discount-hint" className={hintClass}>
            {t('screen.discountHint')}
          </p>
        </div>
        {priced.ok ? (
          <dl className="space-y-1 text-plum">
            <SummaryRow label={t('screen.subtotal')} value={money(priced.totals.subtotal)} />
            {priced.totals.discounts > 0 ? (
              <SummaryRow label={t('screen.discounts')} value={`−${money(priced.totals.discounts)}`} />
            ) : null}
            {priced.totals.tipsTotal > 0 ? (
              <SummaryRow label={t('screen.tips')} value={money(priced.totals.tipsTotal)} />
            ) : null}
            <div className="flex items-baseline justify-between border-t border-plum/15 pt-2 text-xl font-semibold">
              <dt>{t('screen.totalDue')}</dt>
              <dd data-testid="checkout-total">{money(priced.totals.totalDue)}</dd>
            </div>
          </dl>
        ) : (
          <p role="alert" className="text-sm font-medium text-red-800">
            {t('screen.discountTooLarge')}
          </p>
        )}
        <ProblemAlert
          problem={refusalText(startSale.error)}
          onDismiss={() => startSale.reset()}
          dismissLabel={t('screen.dismiss')}
        />
        {showProblems && hasProblems ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {t('screen.fixProblems')}
          </p>
        ) : null}
        <button
          type="button"
          className={`${primaryButton} w-full`}
          disabled={startSale.isPending || draft.lines.length === 0}
          onClick={submit}
        >
          {t('screen.continue')}
        </button>
      </aside>
    </div>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function AddSelect(props: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  onAdd(): void;
  addLabel: string;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <div className="flex gap-2">
        <select
          id={props.id}
          className={fieldClass}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">—</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="button" className={smallButton} disabled={props.value === ''} onClick={props.onAdd}>
          {props.addLabel}
        </button>
      </div>
    </div>
  );
}
