/**
 * The first-run checklist (decision 244): what a fresh install still shows of the product's examples,
 * each item with the settings page that fixes it. An item ticks itself when the database shows it done;
 * the owner may dismiss one (a menu that is right as shipped is "reviewed" by saying so). The list goes
 * when every item is done or dismissed.
 */
import { z } from 'zod';

export const SETUP_ITEMS = ['details', 'hours', 'menu', 'photos', 'accounts'] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];

/** The settings page of each item. */
export const SETUP_ITEM_PAGES: Readonly<Record<SetupItem, string>> = {
  details: '/admin/settings/details',
  hours: '/admin/settings/hours',
  menu: '/admin/settings/menu',
  photos: '/admin/settings/photos',
  accounts: '/admin/settings/accounts',
};

/** Each item in English, for `npm start` and the history. */
export const SETUP_ITEM_NAMES: Readonly<Record<SetupItem, string>> = {
  details: 'salon details',
  hours: 'opening hours',
  menu: 'menu',
  photos: 'a photo of your own',
  accounts: 'staff accounts',
};

/** What the database says about a fresh install. */
export interface SetupFacts {
  /** Contact fields still the shipped examples (config/salon.ts placeholderContactsIn). */
  readonly placeholderContacts: readonly string[];
  readonly hoursSaved: boolean;
  readonly menuChanged: boolean;
  readonly photosPlaced: number;
  /** Active accounts that can sign in (a password set). */
  readonly activeAccounts: number;
}

export interface SetupItemState {
  readonly item: SetupItem;
  readonly done: boolean;
  readonly dismissed: boolean;
}

export function setupChecklist(facts: SetupFacts, dismissed: readonly SetupItem[]): SetupItemState[] {
  const done: Record<SetupItem, boolean> = {
    details: facts.placeholderContacts.length === 0,
    hours: facts.hoursSaved,
    menu: facts.menuChanged,
    photos: facts.photosPlaced > 0,
    accounts: facts.activeAccounts > 1,
  };
  return SETUP_ITEMS.map((item) => ({ item, done: done[item], dismissed: dismissed.includes(item) }));
}

/** Items neither done nor dismissed: what the checklist and `npm start` still name. */
export function setupItemsLeft(items: readonly SetupItemState[]): SetupItem[] {
  return items.filter((state) => !state.done && !state.dismissed).map((state) => state.item);
}

/** The stored dismissals (salon_settings 'setup'); unknown items read as not dismissed. */
export const storedSetupSchema = z
  .object({ dismissed: z.array(z.unknown()).max(SETUP_ITEMS.length * 2) })
  .transform((value) => ({
    dismissed: SETUP_ITEMS.filter((item) => value.dismissed.includes(item)),
  }));

export type StoredSetup = z.output<typeof storedSetupSchema>;

export const setupDismissalSchema = z
  .object({
    item: z.enum(SETUP_ITEMS, { error: 'settings:setup.errors.unknownItem' }),
    dismissed: z.boolean({ error: 'settings:setup.errors.dismissed' }),
  })
  .strict();
