/**
 * The frame of the sale's correction dialogs (refund, void): the dialog shell's full-screen-on-a-phone sheet
 * (the keyboard is up while typing the reason), a centred card from `sm`; the header and the actions stay in
 * view while the fields scroll. Focus returns to the button that opened it (a trigger). The content unmounts
 * when closed, so a form's state (and its request id) never outlives one correction.
 */
import type { ReactNode } from 'react';
import { DialogPanel, DialogShell } from '../../components/dialog-shell.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

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
    <DialogShell look="admin-sheet" size="lg" open={open} onOpenChange={onOpenChange} trigger={trigger}>
      {children}
    </DialogShell>
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
    <DialogPanel
      title={title}
      description={description}
      closeLabel={t('corrections.close')}
      footer={footer}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="space-y-4">{children}</div>
    </DialogPanel>
  );
}
