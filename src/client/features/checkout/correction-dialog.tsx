/**
 * The frame of the sale's correction dialogs (refund, void): the project's Radix dialog, so focus
 * moves in and stays in, Escape closes, and focus returns to the button that opened it (a Radix
 * trigger). Full screen on a phone (the keyboard is up while typing the reason), a centred card from
 * `sm`; the header and the actions stay in view while the fields scroll. Radix unmounts the content
 * when closed, so a form's state (and its request id) never outlives one correction.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { dialogOverlay, dialogTitle } from '../../components/admin-styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';

const content =
  'fixed inset-0 z-50 flex flex-col bg-cream shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl';

interface CorrectionDialogProps {
  readonly open: boolean;
  /** The button that opens it. */
  readonly trigger: ReactNode;
  /** The form (a CorrectionForm), mounted only while open. */
  readonly children: ReactNode;
  onOpenChange(open: boolean): void;
}

export function CorrectionDialog({ open, trigger, children, onOpenChange }: CorrectionDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlay} />
        <Dialog.Content className={content}>{children}</Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface CorrectionFormProps {
  readonly title: string;
  readonly description: string;
  readonly footer: ReactNode;
  readonly children: ReactNode;
  onSubmit(): void;
}

/** Title, description and close button; the scrolling fields; the actions. */
export function CorrectionForm({ title, description, footer, children, onSubmit }: CorrectionFormProps) {
  const { t } = useTranslation('checkout');
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex items-start justify-between gap-3 border-b border-plum/10 px-5 pt-5 pb-3 sm:px-6">
        <div>
          <Dialog.Title className={dialogTitle}>{title}</Dialog.Title>
          <Dialog.Description className="mt-0.5 text-sm text-plum-soft">{description}</Dialog.Description>
        </div>
        <Dialog.Close asChild>
          <button
            type="button"
            aria-label={t('corrections.close')}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-2xl text-plum hover:bg-cream-deep"
          >
            <span aria-hidden="true">×</span>
          </button>
        </Dialog.Close>
      </div>
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-plum/10 bg-cream px-5 py-3 sm:rounded-b-2xl sm:px-6">
        {footer}
      </div>
    </form>
  );
}
