/**
 * The one dialog frame of the site (Radix Dialog underneath): focus moves in and stays in, Escape and the
 * overlay close, focus goes back to what opened it, and the title and description name the dialog to
 * screen readers. Features never import Radix themselves: they choose a `look` and pass the words.
 *
 * Looks, each the exact classes its screens had before they shared this frame:
 * - `admin-card`: a short question or form in a centred card (delete, deactivate, override…).
 * - `admin-editor`: the menu editor's denser card.
 * - `admin-sheet`: the whole screen on a phone (a long form with the keyboard up), a centred card from `sm`;
 *   header with ×, scrolling fields, actions always in view.
 * - `admin-viewer`: a tall reading pane (one outbox message).
 * - `public-panel`: the public site's tall panel (the full menu).
 * - `public-sheet`: a bottom sheet on a phone, a card from `sm` (cancelling a booking).
 * - `public-notice`: a centred notice with a badge (salon hours).
 * - `public-toast`: a card at the bottom that is not modal (the review offer): no overlay, a tap elsewhere is
 *   the visitor's, not a dismissal.
 *
 * With `title`, the shell lays out title, description, children and footer itself. Without it, the children
 * are the whole content: a form that must mount afresh on every open renders a `DialogPanel` inside.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { createContext, useContext, useRef, type FormEvent, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';

export type DialogLook =
  | 'admin-card'
  | 'admin-editor'
  | 'admin-sheet'
  | 'admin-viewer'
  | 'public-panel'
  | 'public-sheet'
  | 'public-notice'
  | 'public-toast';

/** Width of a centred card (`admin-card`) or of the sheet from `sm` (`admin-sheet`). */
export type DialogSize = 'md' | 'lg' | '3xl';

const adminTitle = 'font-display text-2xl font-semibold text-plum';
const publicTitle = 'font-display text-3xl font-semibold text-plum';
const overlay = 'fixed inset-0 z-50 bg-plum/50';
const centred = 'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2';
const scrollingCard = 'max-h-[calc(100dvh-2rem)] overflow-y-auto';

interface LookClasses {
  readonly overlay: string | null;
  content(size: DialogSize): string;
  readonly title: string;
  readonly description: string;
  /** The description in small print, where the look has one. */
  readonly smallDescription?: string;
  /** The row the footer's actions stand in (card looks); panel looks use `panel` instead. */
  readonly footer: string | null;
  readonly panel?: PanelClasses;
}

interface PanelClasses {
  readonly header: string;
  readonly body: string;
  readonly footer: string;
  readonly close: 'cross' | 'icon';
}

const sheetPanel: PanelClasses = {
  header: 'flex items-start justify-between gap-3 border-b border-plum/10 px-5 pt-5 pb-3 sm:px-6',
  body: 'min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6',
  footer:
    'flex flex-wrap items-center justify-end gap-3 border-t border-plum/10 bg-cream px-5 py-3 sm:rounded-b-2xl sm:px-6',
  close: 'cross',
};

const cardWidth: Record<DialogSize, string> = { md: 'max-w-md', lg: 'max-w-lg', '3xl': 'max-w-3xl' };
const sheetWidth: Record<DialogSize, string> = { md: 'sm:max-w-md', lg: 'sm:max-w-lg', '3xl': 'sm:max-w-3xl' };

const LOOKS: Record<DialogLook, LookClasses> = {
  'admin-card': {
    overlay,
    content: (size) => `${centred} ${scrollingCard} ${cardWidth[size]} rounded-2xl bg-cream p-6 shadow-2xl`,
    title: adminTitle,
    description: 'mt-2 text-plum-soft',
    smallDescription: 'mt-2 text-sm text-plum-soft',
    footer: 'mt-6 flex flex-wrap justify-end gap-3',
  },
  'admin-editor': {
    overlay,
    content: (size) => `${centred} ${scrollingCard} ${cardWidth[size]} rounded-2xl bg-cream p-5 shadow-2xl sm:p-6`,
    title: adminTitle,
    description: 'mt-1 text-sm text-plum-soft',
    footer: 'mt-6 flex flex-wrap justify-end gap-3',
  },
  'admin-sheet': {
    overlay,
    content: (size) =>
      `fixed inset-0 z-50 flex flex-col bg-cream shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${sheetWidth[size]}`,
    title: adminTitle,
    description: 'mt-0.5 text-sm text-plum-soft',
    footer: null,
    panel: sheetPanel,
  },
  'admin-viewer': {
    overlay: 'fixed inset-0 z-50 bg-plum/55',
    content: () =>
      'fixed inset-x-2 top-2 bottom-2 z-50 flex flex-col overflow-hidden rounded-2xl bg-cream shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:h-[88vh] sm:w-[min(48rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2',
    title: adminTitle,
    description: 'text-sm text-plum-soft',
    footer: null,
    panel: {
      header: 'flex items-start justify-between gap-4 border-b border-plum/10 px-5 py-4',
      body: 'flex min-h-0 flex-1 flex-col overflow-y-auto px-5 py-4',
      footer: 'border-t border-plum/10 px-5 py-3 text-right',
      close: 'icon',
    },
  },
  'public-panel': {
    overlay: 'fixed inset-0 z-50 bg-plum/55 backdrop-blur-sm',
    content: () =>
      'fixed inset-x-2 top-2 bottom-2 z-50 flex flex-col overflow-hidden rounded-3xl bg-cream shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[88vh] sm:w-[min(44rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2',
    title: publicTitle,
    description: 'mt-1 text-sm text-plum-soft',
    footer: null,
    panel: {
      header: 'flex items-start justify-between gap-4 border-b border-plum/10 px-5 py-4 sm:px-7',
      body: 'flex-1 overflow-y-auto px-3 py-5 sm:px-6',
      footer: 'border-t border-plum/10 px-5 py-3 text-right sm:px-7',
      close: 'icon',
    },
  },
  'public-sheet': {
    overlay,
    content: () =>
      'fixed inset-x-3 bottom-3 z-50 rounded-3xl bg-cream p-6 shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2',
    title: publicTitle,
    description: 'mt-3 text-plum-soft',
    footer: 'mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-start',
  },
  'public-notice': {
    overlay: 'fixed inset-0 z-50 bg-plum/50 backdrop-blur-sm',
    content: () => `${centred} max-w-md rounded-3xl bg-cream p-7 text-center shadow-2xl`,
    title: publicTitle,
    description: 'mt-3 text-plum-soft',
    // The notice's one action is full width under the text.
    footer: null,
  },
  'public-toast': {
    overlay: null,
    content: () =>
      'fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 mx-auto max-w-[26rem] rounded-3xl bg-cream p-6 text-center shadow-2xl ring-1 ring-gold/40 outline-none sm:right-6 sm:bottom-6 sm:left-auto sm:mx-0 sm:w-[26rem]',
    title: `mt-3 ${publicTitle}`,
    description: 'mt-2 text-lg leading-relaxed text-plum',
    footer: null,
  },
};

/** Block content that describes the dialog (a list, the opening hours) rather than one sentence. */
const detailsClass = 'mt-3 space-y-2 text-plum';

const LookContext = createContext<DialogLook>('admin-card');

export interface DialogShellProps {
  readonly open: boolean;
  onOpenChange(open: boolean): void;
  readonly look: DialogLook;
  readonly size?: DialogSize;
  /** The dialog's name. Without it, `children` are the whole content (a `DialogPanel`, mounted on open). */
  readonly title?: ReactNode;
  /** One sentence under the title. */
  readonly description?: ReactNode;
  /** Block content that describes the dialog, in place of `description` (a list, the opening hours). */
  readonly details?: ReactNode;
  /** A description in the admin's small print (the staff-account dialogs). */
  readonly smallDescription?: boolean;
  /** Shown above the title (`public-notice`, `public-toast`). */
  readonly badge?: ReactNode;
  readonly children?: ReactNode;
  /** The actions: in the card's action row, or in a panel's footer that stays in view. */
  readonly footer?: ReactNode;
  /** The close button's accessible name (panel looks and `public-toast` have one). */
  readonly closeLabel?: string;
  /** A button that opens the dialog; Radix then gives the focus back to it. */
  readonly trigger?: ReactNode;
  /** 'none' leaves the focus where it was (`public-toast`); by default the first control gets it. */
  readonly initialFocus?: 'first' | 'none';
  /**
   * Where the focus goes on close. 'opener': the element that had the focus when the dialog opened (dialogs
   * opened from plain buttons or from the URL, which Radix cannot go back to). A function handles Radix's
   * close-focus event itself.
   */
  readonly returnFocus?: 'trigger' | 'opener' | ((event: Event) => void);
  /** `data-testid` of the content, and with `-backdrop` of the overlay. */
  readonly testId?: string;
}

export function DialogShell({
  open,
  onOpenChange,
  look,
  size = 'md',
  title,
  description,
  details,
  smallDescription = false,
  badge,
  children,
  footer,
  closeLabel,
  trigger,
  initialFocus = 'first',
  returnFocus = 'trigger',
  testId,
}: DialogShellProps) {
  const classes = LOOKS[look];
  const opener = useRef<HTMLElement | null>(null);
  const described = description !== undefined || details !== undefined;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={look !== 'public-toast'}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        {classes.overlay ? (
          <Dialog.Overlay className={classes.overlay} {...(testId ? { 'data-testid': `${testId}-backdrop` } : {})} />
        ) : null}
        <Dialog.Content
          className={classes.content(size)}
          {...(testId ? { 'data-testid': testId } : {})}
          {...(title !== undefined && !described ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (initialFocus === 'none') event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (typeof returnFocus === 'function') {
              returnFocus(event);
            } else if (returnFocus === 'opener' && opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          {...(look === 'public-toast' ? { onInteractOutside: (event: Event) => event.preventDefault() } : {})}
        >
          <LookContext.Provider value={look}>
            {title === undefined ? (
              children
            ) : classes.panel ? (
              <DialogPanel title={title} description={description} closeLabel={closeLabel ?? ''} footer={footer}>
                {children}
              </DialogPanel>
            ) : (
              <>
                {look === 'public-toast' ? <CloseButton label={closeLabel ?? ''} className={toastClose} /> : null}
                {badge}
                <Dialog.Title className={classes.title}>{title}</Dialog.Title>
                {details !== undefined ? (
                  <Dialog.Description asChild>
                    <div className={detailsClass}>{details}</div>
                  </Dialog.Description>
                ) : description !== undefined ? (
                  <Dialog.Description
                    className={(smallDescription ? classes.smallDescription : undefined) ?? classes.description}
                  >
                    {description}
                  </Dialog.Description>
                ) : null}
                {children}
                {footer === undefined ? null : classes.footer ? <div className={classes.footer}>{footer}</div> : footer}
              </>
            )}
          </LookContext.Provider>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const toastClose =
  'absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-plum hover:bg-blush';
const iconClose = 'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-plum hover:bg-blush';
const crossClose =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-2xl text-plum hover:bg-cream-deep';

function CloseButton({ label, className }: { readonly label: string; readonly className: string }) {
  return (
    <Dialog.Close className={className}>
      <CloseIcon />
      <span className="sr-only">{label}</span>
    </Dialog.Close>
  );
}

export interface DialogPanelProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly closeLabel: string;
  readonly footer?: ReactNode;
  readonly children?: ReactNode;
  /** Makes header, fields and footer one form (the footer's submit button sends it). */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
}

/**
 * Title, description and close button; the scrolling body; the footer that stays in view. Rendered by the
 * shell for panel looks, or by a form mounted inside a `DialogShell` without a title.
 */
export function DialogPanel({ title, description, closeLabel, footer, children, onSubmit }: DialogPanelProps) {
  const look = useContext(LookContext);
  const classes = LOOKS[look];
  const panel = classes.panel ?? sheetPanel;
  const sections = (
    <>
      <div className={panel.header}>
        <div>
          <Dialog.Title className={classes.title}>{title}</Dialog.Title>
          {description !== undefined ? (
            <Dialog.Description className={classes.description}>{description}</Dialog.Description>
          ) : null}
        </div>
        {panel.close === 'cross' ? (
          <Dialog.Close asChild>
            <button type="button" aria-label={closeLabel} className={crossClose}>
              <span aria-hidden="true">×</span>
            </button>
          </Dialog.Close>
        ) : (
          <CloseButton label={closeLabel} className={iconClose} />
        )}
      </div>
      <div className={panel.body}>{children}</div>
      {footer === undefined ? null : <div className={panel.footer}>{footer}</div>}
    </>
  );
  return onSubmit ? (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      {sections}
    </form>
  ) : (
    sections
  );
}

/** Closes the dialog it stands in (wrap a button: `<DialogClose asChild>`). */
export const DialogClose = Dialog.Close;
