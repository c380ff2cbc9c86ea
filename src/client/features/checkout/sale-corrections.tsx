/**
 * The sale's corrections for those who may make them (owners; staff when the owner allows): "Refund"
 * on a paid sale with something left to give back, "Void sale" on any sale not yet void. Everyone
 * else sees one line saying the owner makes corrections, and nothing to click.
 */
import { useState } from 'react';
import { cardClass, secondaryButton, sectionTitle } from '../../components/admin-styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { SaleView } from './checkout-api.ts';
import { defaultRefund, refundMethods, refundTargets } from './correction-choices.ts';
import { CorrectionDialog } from './correction-dialog.tsx';
import { RefundForm } from './refund-form.tsx';
import { VoidForm } from './void-form.tsx';

/** Outlined in red: a serious action, but not the page's main one. */
const voidButton =
  'inline-flex min-h-10 items-center justify-center rounded-full border border-red-800 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50';

export function SaleCorrections({ view }: { view: SaleView }) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState<'refund' | 'void' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (view.sale.void) return null;
  const paid = view.balance.status === 'paid';
  const refundable = paid && defaultRefund(refundTargets(view), refundMethods(view)) !== null;

  if (!view.mayCorrect)
    return (
      <p className="receipt-no-print text-sm text-plum-soft" data-testid="corrections-owner-only">
        {t('corrections.ownerOnly')}
      </p>
    );

  return (
    <section aria-labelledby="corrections-title" className={`${cardClass} receipt-no-print space-y-3`}>
      <h2 id="corrections-title" className={sectionTitle}>
        {t('corrections.title')}
      </h2>
      <p className="text-sm text-plum-soft">{t('corrections.intro')}</p>
      <div className="flex flex-wrap gap-2">
        {refundable ? (
          <CorrectionDialog
            open={open === 'refund'}
            onOpenChange={(next) => setOpen(next ? 'refund' : null)}
            trigger={
              <button type="button" className={secondaryButton} onClick={() => setNotice(null)}>
                {t('corrections.refund')}
              </button>
            }
          >
            <RefundForm
              view={view}
              onDone={() => setOpen(null)}
              onRecorded={() => {
                setOpen(null);
                setNotice(t('corrections.refundRecorded'));
              }}
            />
          </CorrectionDialog>
        ) : null}
        <CorrectionDialog
          open={open === 'void'}
          onOpenChange={(next) => setOpen(next ? 'void' : null)}
          trigger={
            <button type="button" className={voidButton}>
              {t('corrections.void')}
            </button>
          }
        >
          <VoidForm view={view} onDone={() => setOpen(null)} />
        </CorrectionDialog>
      </div>
      <p role="status" className="text-sm font-semibold text-emerald-900">
        {notice}
      </p>
    </section>
  );
}
