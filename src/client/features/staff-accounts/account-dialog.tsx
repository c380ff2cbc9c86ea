/** The frame of the staff-account dialogs: Radix Dialog (focus trapped, Escape closes, focus returns). */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

interface AccountDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly description?: string;
  readonly children: ReactNode;
  onOpenChange(open: boolean): void;
}

export function AccountDialog({ open, title, description, children, onOpenChange }: AccountDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-plum/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream p-6 shadow-2xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="font-display text-2xl font-semibold text-plum">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-sm text-plum-soft">{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
