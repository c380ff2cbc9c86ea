/** The full menu in a modal dialog: Close button, Escape or a click outside close it; focus is trapped and restored. */
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { FullMenu } from '../catalogue/full-menu.tsx';

interface MenuDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

export default function MenuDialog({ open, onOpenChange, returnFocusTo }: MenuDialogProps) {
  const { t } = useTranslation('home');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="menu-dialog-backdrop" className="fixed inset-0 z-50 bg-plum/55 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-2 top-2 bottom-2 z-50 flex flex-col overflow-hidden rounded-3xl bg-cream shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[88vh] sm:w-[min(44rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2"
        >
          <div className="flex items-start justify-between gap-4 border-b border-plum/10 px-5 py-4 sm:px-7">
            <div>
              <Dialog.Title className="font-display text-3xl font-semibold text-plum">
                {t('menuDialog.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-plum-soft">
                {t('menuDialog.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-plum hover:bg-blush">
              <CloseIcon />
              <span className="sr-only">{t('menuDialog.close')}</span>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-5 sm:px-6">
            <FullMenu headingLevel={3} columns={1} />
          </div>
          <div className="border-t border-plum/10 px-5 py-3 text-right sm:px-7">
            <Dialog.Close className="inline-flex min-h-11 items-center rounded-full bg-plum px-6 font-medium text-cream hover:bg-rose-deep">
              {t('menuDialog.close')}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
