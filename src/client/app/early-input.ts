/**
 * What a person did on a server-rendered page before its scripts arrived, handed to React once it has taken
 * the page over (docs/decisions/178). Two sources:
 *
 * - The page itself: a ticked box, a chosen option or typed text stays in the DOM, but React hydrates with
 *   its own (empty) state and never hears of it. Every form control whose value differs from what React
 *   rendered is replayed as the change a person makes, so the component's state follows (the booking
 *   summary, the date field, the price), exactly as if it had happened after hydration.
 * - /boot.js's record (`window.salonEarlyInput`): taps on buttons (menu, gallery, a category, the language
 *   list), keys pressed on other elements (the gallery's arrows) and form submits, which leave no trace in
 *   the DOM. They are done again, in order.
 *
 * Runs once, in the passive effect of the hydration commit: React runs pending passive effects before any
 * later render, which would write React's state back over the DOM's. Until then /boot.js keeps recording
 * taps (and keeps them from React, which may be hydrating), so each is done exactly once.
 */

type EarlyEvent =
  | { readonly kind: 'click'; readonly target: Element }
  | ({ readonly kind: 'key'; readonly target: Element } & Required<
      Pick<KeyboardEventInit, 'key' | 'code' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey'>
    >);

/** The record /boot.js keeps until the app takes over (a classic script: this is its only contract). */
interface EarlyInputRecord {
  /** Taps on buttons and keys pressed on other elements before hydration, oldest first (React heard none). */
  readonly events: EarlyEvent[];
  /** Forms submitted before hydration (their submit was prevented). */
  readonly submits: HTMLFormElement[];
  /** From now on React hears every event itself. */
  stop(): void;
}

declare global {
  interface Window {
    salonEarlyInput?: EarlyInputRecord;
  }
}

const TEXT_VALUE = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
const TEXTAREA_VALUE = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;

/**
 * React keeps a controlled field's last known value on the element (its `value`/`checked` property is
 * wrapped) and fires onChange only when the DOM differs from it. After hydration both hold the person's
 * value, so the change is replayed the way a browser makes it: the wrapped property takes React's rendered
 * value, the prototype's setter puts the person's back, and the event follows.
 */
function replayTextField(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const setter = field instanceof HTMLTextAreaElement ? TEXTAREA_VALUE : TEXT_VALUE;
  if (!setter) return;
  field.value = field.defaultValue;
  setter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayToggle(input: HTMLInputElement, wanted: boolean): void {
  input.checked = !wanted;
  // A click toggles it back and is the event React listens to for boxes and radios.
  input.click();
  if (input.checked !== wanted) input.checked = wanted;
}

function selectChangedByPerson(select: HTMLSelectElement): boolean {
  return [...select.options].some((option) => option.selected !== option.defaultSelected);
}

/**
 * Form controls whose DOM value is not what React rendered (React writes its value into the defaults), each
 * with the replay of its change. All are found first: the first replay re-renders the form, and React then
 * writes its own state over the controls not yet replayed.
 */
function changedControls(root: HTMLElement): (() => void)[] {
  const replays: (() => void)[] = [];
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input, select, textarea',
  )) {
    if (control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      if (!selectChangedByPerson(control)) continue;
      const chosen = control.value;
      replays.push(() => {
        control.value = chosen;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      });
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked === control.defaultChecked) continue;
      const checked = control.checked;
      replays.push(() => replayToggle(control, checked));
    } else {
      if (control.value === control.defaultValue || control.type === 'file') continue;
      const typed = control.value;
      replays.push(() => replayTextField(control, typed));
    }
  }
  return replays;
}

/**
 * What /boot.js showed at once for a tap: a disclosure opened or closed (aria-expanded, the panel's display),
 * or a busy button. Put back as React rendered it, so that the tap done again makes React's state say the same.
 */
function undoEarlyAnswer(button: HTMLElement): void {
  const expanded = button.getAttribute('data-early-expanded');
  if (expanded !== null) {
    button.setAttribute('aria-expanded', expanded);
    button.removeAttribute('data-early-expanded');
    const panelId = button.getAttribute('aria-controls');
    const panel = panelId ? document.getElementById(panelId) : null;
    panel?.style.removeProperty('display');
  }
  button.removeAttribute('aria-busy');
  button.style.removeProperty('cursor');
  button.style.removeProperty('opacity');
}

let adopted = false;

/** The next task: React has committed what the previous replay changed (its updates flush in a microtask). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hands what the person did before hydration to React. Call once, from the hydration commit's effect. What
 * to replay is read at once (before any later render); each replay then runs in a task of its own, so that a
 * handler reading the state it closed over (a second tick) sees what the previous one changed.
 */
export async function adoptEarlyInput(root: HTMLElement): Promise<void> {
  if (adopted) return;
  adopted = true;
  const record = window.salonEarlyInput;
  record?.stop();
  const replays = changedControls(root);
  const events = record?.events.splice(0) ?? [];
  const submits = record?.submits.splice(0) ?? [];
  for (const replay of replays) {
    await nextTask();
    replay();
  }
  for (const event of events) {
    const { target } = event;
    if (!(target instanceof HTMLElement)) continue;
    await nextTask();
    if (event.kind === 'click') {
      undoEarlyAnswer(target);
      if (target.isConnected) target.click();
    } else if (target.isConnected) {
      const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
      const init = { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true };
      target.dispatchEvent(new KeyboardEvent('keydown', init));
    }
  }
  for (const form of submits) {
    await nextTask();
    if (form.isConnected) form.requestSubmit();
  }
  // For the first-tap benchmark and the browser tests: when the page became React's, with what came before.
  performance.mark('app-hydrated');
}
