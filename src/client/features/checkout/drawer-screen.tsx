/**
 * The cash drawer of the day: open it with the float, record cash paid in or out with a reason,
 * read the X report at any time, and close it with the amount counted (the Z report, with the
 * difference). Each method shows what it took and, apart, what went back on refunds and voids; the
 * expected cash is the domain's (net of cash refunds and void returns), never recomputed here. A closed day accepts nothing more.
 */
import { Fragment, useState } from 'react';
import { formatBaht, parseBaht } from '../../../domain/checkout/money.ts';
import {
  cardClass,
  fieldClass,
  labelClass,
  primaryButton,
  secondaryButton,
  sectionTitle,
} from '../../components/admin-styles.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { useLanguage, useTranslation } from '../../lib/use-translation.ts';
import { refusalText, useDrawer, useDrawerEvent, type DrawerView } from './checkout-api.ts';

type Report = NonNullable<DrawerView['open']>['report'];

export function DrawerScreen() {
  const { t } = useTranslation('checkout');
  const drawer = useDrawer();
  const event = useDrawerEvent();
  if (drawer.isError)
    return (
      <ProblemAlert
        problem={refusalText(drawer.error)}
        onDismiss={() => void drawer.refetch()}
        dismissLabel={t('screen.retry')}
      />
    );
  if (!drawer.data) return <p className="text-plum-soft">{t('screen.loading')}</p>;
  const { open, lastClosed } = drawer.data;
  return (
    <div className="space-y-5">
      <ProblemAlert
        problem={refusalText(event.error)}
        onDismiss={() => event.reset()}
        dismissLabel={t('screen.dismiss')}
      />
      {open ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <ReportCard title={t('drawer.xTitle')} report={open.report} id="x-report" />
          <div className="space-y-5">
            <AmountForm
              id="cash-move"
              title={t('drawer.cashMoveTitle')}
              withReason
              kinds={[
                { kind: 'paid-in', label: t('drawer.paidIn') },
                { kind: 'paid-out', label: t('drawer.paidOut') },
              ]}
              busy={event.isPending}
              onSubmit={(kind, amount, reason) =>
                event.mutate(
                  kind === 'paid-in' ? { kind: 'paid-in', amount, reason } : { kind: 'paid-out', amount, reason },
                )
              }
            />
            <AmountForm
              id="close"
              title={t('drawer.closeTitle')}
              kinds={[{ kind: 'close', label: t('drawer.close') }]}
              amountLabel={t('drawer.counted')}
              busy={event.isPending}
              onSubmit={(_kind, counted) => event.mutate({ kind: 'close', counted })}
            />
          </div>
        </div>
      ) : (
        <AmountForm
          id="open"
          title={t('drawer.openTitle')}
          kinds={[{ kind: 'open', label: t('drawer.open') }]}
          amountLabel={t('drawer.float')}
          allowZero
          busy={event.isPending}
          onSubmit={(_kind, float) => event.mutate({ kind: 'open', float })}
        />
      )}
      {lastClosed ? (
        <ReportCard
          title={t('drawer.zTitle', { date: lastClosed.salonDate })}
          report={lastClosed.report}
          id="z-report"
        />
      ) : null}
    </div>
  );
}

function ReportCard({ title, report, id }: { title: string; report: Report; id: string }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const money = (amount: number) => formatBaht(amount, language, 'receipt');
  return (
    <section aria-labelledby={id} className={`${cardClass} space-y-3`}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      <dl className="space-y-1 text-plum">
        <Row label={t('drawer.floatShort')} value={money(report.float)} />
        {report.methods.map((method) => {
          const name = method.otherName ?? t(`receipt:methods.${method.method}`);
          const corrected = method.refunds > 0 || method.voidReturns > 0;
          const sub = 'ml-4 text-sm text-plum-soft';
          return (
            <Fragment key={`${method.method}:${method.otherName ?? ''}`}>
              <Row
                label={corrected ? t('drawer.methodNet', { method: name }) : name}
                value={money(method.net)}
                testId={`${id}-method-${method.method}`}
              />
              {corrected ? <Row className={sub} label={t('drawer.taken')} value={money(method.payments)} /> : null}
              {method.refunds > 0 ? (
                <Row
                  className={sub}
                  label={t('drawer.refunded')}
                  value={`−${money(method.refunds)}`}
                  testId={`${id}-refunds-${method.method}`}
                />
              ) : null}
              {method.voidReturns > 0 ? (
                <Row className={sub} label={t('drawer.voidReturned')} value={`−${money(method.voidReturns)}`} />
              ) : null}
            </Fragment>
          );
        })}
        <Row label={t('drawer.paidIn')} value={money(report.paidIn)} />
        <Row label={t('drawer.paidOut')} value={`−${money(report.paidOut)}`} />
        <Row label={t('drawer.sales')} value={String(report.sales)} />
        <Row label={t('drawer.tips')} value={money(report.tips)} />
        {report.refunds.count > 0 ? (
          <Row label={t('drawer.refunds', { count: report.refunds.count })} value={`−${money(report.refunds.total)}`} />
        ) : null}
        {report.voids.count > 0 ? (
          <Row label={t('drawer.voids', { count: report.voids.count })} value={`−${money(report.voids.returned)}`} />
        ) : null}
        <div className="flex justify-between border-t border-plum/15 pt-2 text-lg font-semibold">
          <dt>{t('drawer.expectedCash')}</dt>
          <dd data-testid={`${id}-expected`}>{money(report.expectedCash)}</dd>
        </div>
        {report.counted !== null && report.difference !== null ? (
          <>
            <Row label={t('drawer.counted')} value={money(report.counted)} />
            <Row label={t('drawer.difference')} value={money(report.difference)} />
          </>
        ) : null}
      </dl>
      <p className="text-xs text-plum-soft">{t('drawer.expectedHow')}</p>
      {report.corrections > 0 ? (
        <p className="text-sm text-plum-soft">{t('drawer.corrections', { count: report.corrections })}</p>
      ) : null}
    </section>
  );
}

function Row({
  label,
  value,
  className,
  testId,
}: {
  label: string;
  value: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={`flex justify-between gap-2 ${className ?? ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function AmountForm<Kind extends string>(props: {
  id: string;
  title: string;
  kinds: readonly { kind: Kind; label: string }[];
  amountLabel?: string;
  withReason?: boolean;
  allowZero?: boolean;
  busy: boolean;
  onSubmit(kind: Kind, amount: number, reason: string): void;
}) {
  const { t } = useTranslation('checkout');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const amount = parseBaht(amountText);
  const amountOk = amount !== null && (props.allowZero ? amount >= 0 : amount > 0);
  const reasonOk = !props.withReason || reason.trim().length >= 3;
  const submit = (kind: Kind) => {
    setTouched(true);
    if (!amountOk || !reasonOk || amount === null) return;
    props.onSubmit(kind, amount, reason.trim());
    setAmountText('');
    setReason('');
    setTouched(false);
  };
  return (
    <section aria-labelledby={`${props.id}-title`} className={`${cardClass} space-y-3`}>
      <h2 id={`${props.id}-title`} className={sectionTitle}>
        {props.title}
      </h2>
      <div className="space-y-1">
        <label htmlFor={`${props.id}-amount`} className={labelClass}>
          {props.amountLabel ?? t('drawer.amount')}
        </label>
        <input
          id={`${props.id}-amount`}
          inputMode="decimal"
          className={fieldClass}
          value={amountText}
          aria-invalid={touched && !amountOk}
          onChange={(event) => setAmountText(event.target.value)}
        />
        {touched && !amountOk ? (
          <p className="text-sm font-medium text-red-800">{t('validation.positiveAmount')}</p>
        ) : null}
      </div>
      {props.withReason ? (
        <div className="space-y-1">
          <label htmlFor={`${props.id}-reason`} className={labelClass}>
            {t('drawer.reason')}
          </label>
          <input
            id={`${props.id}-reason`}
            className={fieldClass}
            maxLength={200}
            value={reason}
            aria-invalid={touched && !reasonOk}
            onChange={(event) => setReason(event.target.value)}
          />
          {touched && !reasonOk ? <p className="text-sm font-medium text-red-800">{t('validation.reason')}</p> : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {props.kinds.map((entry, index) => (
          <button
            key={entry.kind}
            type="button"
            className={index === 0 ? primaryButton : secondaryButton}
            disabled={props.busy}
            onClick={() => submit(entry.kind)}
          >
            {entry.label}
          </button>
        ))}
      </div>
    </section>
  );
}
