/**
 * What a person did on a server-rendered page before its scripts arrived, handed to React once it has taken
 * the page over (docs/decisions/178). Two sources:
 *
 * - The page itself: a ticked box, a chosen option or typed text stays in the DOM, but React hydrates with
 *   its own (empty) state and never hears of it. Every form control whose value differs from what React
 *   rendered is replayed as the change a person makes, so the component's state follows (the booking
 *   summary, the date field, the price), exactly as if it had happened after hydration.
 * - /boot.js's record (`window.salonEarlyInput`): taps on buttons (menu, gallery, a category, the language
 *   list) and form submits, which leave no trace in the DOM. They are tapped and submitted again, in order.
 *
 * Runs once, in the layout effect of the hydration commit: before any later render could write React's
 * state back over the DOM's.
 */

/** The record /boot.js keeps until the app takes over (a classic script: this is its only contract). */
interface EarlyInputRecord {
  /** Buttons tapped before hydration, oldest first. */
  readonly clicks: Element[];
  /** Forms submitted before hydration (their submit was prevented). */
  readonly submits: HTMLFormElement[];
  /** From now on React handles events itself (it also replays those that arrive while it hydrates). */
  stop(): void;
}

declare global {
  interface Window {
    salonEarlyInput?: EarlyInputRecord;
  }
}

/** Tells /boot.js to stop recording: called just before hydrateRoot attaches React's own listeners. */
export function stopRecordingEarlyInput(): void {
  window.salonEarlyInput?.stop();
}

const TEXT_VALUE = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
const TEXTAREA_VALUE = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;

/**
 * React keeps a controlled field's last known value on the element (its `value`/`checked` property is
 * wrapped) and fires onChange only when the DOM differs from it. After hydration both hold the person's
 * value, so the change is replayed the way a browser makes it: the wrapped property takes React's rendered
 * value, the prototype's setter puts the person's back, and the event follows.
 */
function replayTextField(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  const setter = field instanceof HTMLTextAreaElement ? TEXTAREA_VALUE : TEXT_VALUE;
  if (!setter) return;
  field.value = field.defaultValue;
  setter.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayToggle(input: HTMLInputElement): void {
  const wanted = input.checked;
  input.checked = !wanted;
  // A click toggles it back and is the event React listens to for boxes and radios.
  input.click();
  if (input.checked !== wanted) input.checked = wanted;
}

function selectChangedByPerson(select: HTMLSelectElement): boolean {
  return [...select.options].some((option) => option.selected !== option.defaultSelected);
}

/** Form controls whose DOM value is not what React rendered (React writes its value into the defaults). */
function replayFormState(root: HTMLElement): number {
  let replayed = 0;
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input, select, textarea',
  )) {
    if (control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      if (!selectChangedByPerson(control)) continue;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked === control.defaultChecked) continue;
      replayToggle(control);
    } else {
      if (control.value === control.defaultValue || control.type === 'file') continue;
      replayTextField(control);
    }
    replayed += 1;
  }
  return replayed;
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

/** Taps and submits /boot.js held, done again now that their handlers exist. */
function replayRecordedInput(record: EarlyInputRecord): void {
  for (const element of record.clicks.splice(0)) {
    if (!(element instanceof HTMLElement)) continue;
    undoEarlyAnswer(element);
    if (element.isConnected) element.click();
  }
  for (const form of record.submits.splice(0)) {
    if (form.isConnected) form.requestSubmit();
  }
}

let adopted = false;

/** Hands what the person did before hydration to React. Call once, from the hydration commit. */
export function adoptEarlyInput(root: HTMLElement): void {
  if (adopted) return;
  adopted = true;
  replayFormState(root);
  const record = window.salonEarlyInput;
  if (record) replayRecordedInput(record);
  // For the first-tap benchmark and the browser tests' own timing: when the page became React's.
  performance.mark('app-hydrated');
}
