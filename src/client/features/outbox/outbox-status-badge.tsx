/**
 * Status of an outbox message: not yet sent (amber), sent (green), failed (red), dropped (grey: no longer
 * needed, such as the reminder of a cancelled appointment); the text always says it.
 */
import { useTranslation } from '../../lib/use-translation.ts';

const styles = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  sent: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-100 text-red-900 ring-red-300',
  dropped: 'bg-stone-100 text-stone-800 ring-stone-300',
} as const;

export function OutboxStatusBadge({ status }: { readonly status: keyof typeof styles }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${styles[status]}`}
    >
      {t(`outbox.status.${status}`)}
    </span>
  );
}
