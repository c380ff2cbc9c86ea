import { DialogClose, DialogShell } from '../../components/dialog-shell.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

interface DeleteAppointmentDialogProps {
  readonly open: boolean;
  /** Who and when, so staff delete the right one. */
  readonly summary: string;
  readonly pending?: boolean;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}

/** 'Are you sure you want to delete this appointment?' with a safe default (focus on keeping it). */
export function DeleteAppointmentDialog({
  open,
  summary,
  pending,
  onConfirm,
  onOpenChange,
}: DeleteAppointmentDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <DialogShell
      look="admin-card"
      open={open}
      onOpenChange={onOpenChange}
      title={t('dashboard.confirmDelete')}
      description={summary}
      footer={
        <>
          <DialogClose asChild>
            <button
              type="button"
              className="rounded-full border border-plum/30 bg-white px-5 py-2 font-semibold text-plum hover:bg-cream-deep"
            >
              {t('dashboard.keepAppointment')}
            </button>
          </DialogClose>
          <button
            type="button"
            disabled={pending}
            onClick={onConfirm}
            className="rounded-full bg-red-800 px-5 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
          >
            {t('dashboard.confirmDeleteAction')}
          </button>
        </>
      }
    />
  );
}
