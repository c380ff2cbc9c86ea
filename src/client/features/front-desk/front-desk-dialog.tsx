/**
 * The frame of the front desk's dialogs (the project's Radix dialog: focus
 * moves in, stays in and returns to the button that opened it; Escape
 * closes). Full screen on a phone, a centred card from `sm`; the header and
 * the footer with the actions stay in view while the form scrolls.
 */
import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dialogBody,
  dialogContent,
  dialogFooter,
  dialogHeader,
  dialogOverlay,
  dialogTitle,
} from './front-desk-styles.ts';

interface FrontDeskDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  /** Tailwind max width of the card from `sm` up. */
  readonly width: 'sm:max-w-lg' | 'sm:max-w-3xl';
  readonly footer: ReactNode;
  readonly children: ReactNode;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

export function FrontDeskDialog({
  open,
  title,
  description,
  width,
  footer,
  children,
  onClose,
  onSubmit,
}: FrontDeskDialogProps) {
  const { t } = useTranslation('frontDesk');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlay} />
        <Dialog.Content className={`${dialogContent} ${width}`}>
          <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
            <div className={dialogHeader}>
              <div>
                <Dialog.Title className={dialogTitle}>{title}</Dialog.Title>
                <Dialog.Description className="mt-0.5 text-sm text-plum-soft">{description}</Dialog.Description>
              </div>
              <Dialog.Close asChild>
                <button
                  type="button"
                  aria-label={t('close')}
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-2xl text-plum hover:bg-cream-deep"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </Dialog.Close>
            </div>
            <div className={dialogBody}>{children}</div>
            <div className={dialogFooter}>{footer}</div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
