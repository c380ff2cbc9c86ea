/**
 * The frame of the front desk's dialogs (the project's Radix dialog: focus
 * moves in, stays in and returns to the button that opened it; Escape
 * closes). Full screen on a phone, a centred card from `sm`; the header and
 * the footer with the actions stay in view while the form scrolls.
 *
 * `FrontDeskDialog` stays mounted so Radix can give the focus back on close;
 * its content (the form and its state) mounts afresh on every open.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
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
  /** Tailwind max width of the card from `sm` up. */
  readonly width: 'sm:max-w-lg' | 'sm:max-w-3xl';
  readonly children: ReactNode;
  onClose(): void;
}

export function FrontDeskDialog({ open, width, children, onClose }: FrontDeskDialogProps) {
  // Radix gives the focus back to a Dialog.Trigger; these dialogs open from plain buttons (and the
  // calendar), so remember what had the focus and return it there.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlay} />
        <Dialog.Content
          className={`${dialogContent} ${width}`}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface FrontDeskDialogFormProps {
  readonly title: string;
  readonly description: string;
  readonly footer: ReactNode;
  readonly children: ReactNode;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** Title, description and close button; the scrolling fields; the actions. */
export function FrontDeskDialogForm({ title, description, footer, children, onSubmit }: FrontDeskDialogFormProps) {
  const { t } = useTranslation('frontDesk');
  return (
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
  );
}
