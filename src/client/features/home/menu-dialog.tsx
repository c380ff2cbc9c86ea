/** The full menu in a modal dialog: Close button, Escape or a click outside close it; focus is trapped and restored. */
import type { RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { DialogClose, DialogShell } from '../../components/dialog-shell.tsx';
import { FullMenu } from '../catalogue/full-menu.tsx';

interface MenuDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

export default function MenuDialog({ open, onOpenChange, returnFocusTo }: MenuDialogProps) {
  const { t } = useTranslation('home');
  return (
    <DialogShell
      look="public-panel"
      open={open}
      onOpenChange={onOpenChange}
      testId="menu-dialog"
      returnFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
      title={t('menuDialog.title')}
      description={t('menuDialog.description')}
      closeLabel={t('menuDialog.close')}
      footer={
        <DialogClose className="inline-flex min-h-11 items-center rounded-full bg-plum px-6 font-medium text-cream hover:bg-rose-deep">
          {t('menuDialog.close')}
        </DialogClose>
      }
    >
      <FullMenu headingLevel={3} columns={1} />
    </DialogShell>
  );
}
