/**
 * What the server said no to, with the appointments in the way.
 * A full place can still be taken with a reason, which is recorded and marks
 * the appointment; a busy technician cannot be overridden (a person is never
 * in two places). Closing the dialog leaves the appointment where it was.
 * The project's dialog shell (focus trapped, Escape closes, focus returns to
 * the block).
 */
import { useId, useState, type FormEvent } from 'react';
import { DialogClose, DialogShell } from '../../components/dialog-shell.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { OVERRIDE_REASON_MAX_LENGTH, type PlacementConflict } from '../../../domain/placement-requests.ts';
import { formatTimeOfDay } from '../../../i18n/format.ts';
import { currentLocale } from '../../lib/i18n.ts';
import type { MoveRefusal } from './use-block-move.ts';

export function MoveRefusalDialog({
  refusal,
  place,
  saving,
  onOverride,
  onClose,
}: {
  readonly refusal: MoveRefusal | null;
  /** "14:05 with Nok", the place that was refused. */
  readonly place: string;
  readonly saving: boolean;
  onOverride(reason: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const full = refusal?.kind === 'slot_full';
  return (
    <DialogShell
      look="admin-card"
      size="lg"
      open={refusal !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        full
          ? t('calendar.move.fullTitle')
          : t('calendar.move.busyTitle', { name: refusal?.conflicts[0]?.technicianName ?? '' })
      }
      description={full ? t('calendar.move.fullText', { place }) : t('calendar.move.busyText', { place })}
      footer={
        refusal && !full ? (
          <DialogClose asChild>
            <button
              type="button"
              className="rounded-full bg-rose-deep px-5 py-2 font-semibold text-white hover:bg-plum"
            >
              {t('calendar.move.keepPlace')}
            </button>
          </DialogClose>
        ) : undefined
      }
    >
      {refusal?.kind === 'slot_full' ? (
        <SlotFull conflicts={refusal.conflicts} saving={saving} onOverride={onOverride} onClose={onClose} />
      ) : refusal ? (
        <ConflictList conflicts={refusal.conflicts} />
      ) : null}
    </DialogShell>
  );
}

/** The conflicts and the reason for taking the full place anyway (the shell shows the title and text). */
function SlotFull({
  conflicts,
  saving,
  onOverride,
  onClose,
}: {
  readonly conflicts: readonly PlacementConflict[];
  readonly saving: boolean;
  onOverride(reason: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const reasonId = useId();
  const errorId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing) onOverride(reason.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <ConflictList conflicts={conflicts} />
      <label htmlFor={reasonId} className="mt-5 block text-sm font-semibold text-plum">
        {t('calendar.move.reasonLabel')}
      </label>
      <p className="text-xs text-plum-soft">{t('calendar.move.reasonHint')}</p>
      <textarea
        id={reasonId}
        value={reason}
        required
        maxLength={OVERRIDE_REASON_MAX_LENGTH}
        rows={2}
        aria-invalid={tried && missing ? true : undefined}
        aria-describedby={tried && missing ? errorId : undefined}
        onChange={(event) => setReason(event.target.value)}
        className="mt-1 w-full rounded-lg border border-plum/25 bg-white px-3 py-2 text-plum"
      />
      {tried && missing ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {t('calendar.move.reasonRequired')}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full border border-plum/30 bg-white px-5 py-2 font-semibold text-plum hover:bg-cream-deep"
        >
          {t('calendar.move.keepPlace')}
        </button>
        <button
          type="submit"
          disabled={saving}
          className="rounded-full bg-rose-deep px-5 py-2 font-semibold text-white hover:bg-plum disabled:opacity-60"
        >
          {t('calendar.move.moveAnyway')}
        </button>
      </div>
    </form>
  );
}

function ConflictList({ conflicts }: { readonly conflicts: readonly PlacementConflict[] }) {
  const { t } = useTranslation('admin');
  const locale = currentLocale();
  return (
    <ul className="mt-4 space-y-2" aria-label={t('calendar.move.conflictsLabel')}>
      {conflicts.map((conflict) => (
        <li key={conflict.id} className="rounded-lg border border-plum/10 bg-white px-3 py-2 text-sm">
          <span className="font-semibold tabular-nums">
            {t('calendar.blockTime', {
              start: formatTimeOfDay(conflict.time, locale),
              end: formatTimeOfDay(conflict.endTime, locale),
            })}
          </span>{' '}
          {conflict.customerName}
          <span className="text-plum-soft">
            {' · '}
            {conflict.technicianName ?? t('calendar.unassigned')} · {conflict.reference}
          </span>
        </li>
      ))}
    </ul>
  );
}
