import * as Dialog from '@radix-ui/react-dialog';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-plum/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-cream p-6 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-semibold text-plum">
            {t('dashboard.confirmDelete')}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-plum-soft">{summary}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button
                type="button"
                className="rounded-full border border-plum/30 bg-white px-5 py-2 font-semibold text-plum hover:bg-cream-deep"
              >
                {t('dashboard.keepAppointment')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              disabled={pending}
              onClick={onConfirm}
              className="rounded-full bg-red-800 px-5 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-60"
            >
              {t('dashboard.confirmDeleteAction')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
