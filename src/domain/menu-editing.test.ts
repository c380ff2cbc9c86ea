import { describe, expect, it } from 'vitest';
import { describeServiceCreated, describeServiceUpdate, type ServiceFacts } from './menu-change-summary.ts';
import {
  createCategorySchema,
  durationChoices,
  menuMessages,
  menuVersionQuerySchema,
  movedOrder,
  serviceDraftSchema,
  slugForCategoryName,
  updateServiceSchema,
} from './menu-editing.ts';

const draft = {
  name: 'Gel Manicure',
  description: 'Long-lasting colour.',
  durationMinutes: 60,
  priceThb: 500,
  categoryId: 1,
  visible: true,
};

function firstMessage(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => [String(issue.path[0]), issue.message]);
}

describe('service draft schema', () => {
  it('accepts a normal service and tidies its text', () => {
    const parsed = serviceDraftSchema.parse({ ...draft, name: '  Gel   Manicure ', description: ' Shiny.  ' });
    expect(parsed.name).toBe('Gel Manicure');
    expect(parsed.description).toBe('Shiny.');
  });

  it('defaults a missing description to empty', () => {
    const { description, ...rest } = draft;
    void description;
    expect(serviceDraftSchema.parse(rest).description).toBe('');
  });

  it.each([
    ['name', '', menuMessages.serviceName],
    ['name', '   ', menuMessages.serviceName],
    ['name', 'x'.repeat(81), menuMessages.serviceName],
    ['name', 'Gel\u0000Manicure', menuMessages.serviceName],
    ['name', 'Two\nlines', menuMessages.serviceName],
    ['description', 'x'.repeat(301), menuMessages.description],
    ['durationMinutes', 0, menuMessages.duration],
    ['durationMinutes', 62, menuMessages.duration],
    ['durationMinutes', 485, menuMessages.duration],
    ['durationMinutes', 60.5, menuMessages.duration],
    ['durationMinutes', '60', menuMessages.duration],
    ['priceThb', -1, menuMessages.price],
    ['priceThb', 100_001, menuMessages.price],
    ['priceThb', 499.5, menuMessages.price],
    ['priceThb', null, menuMessages.price],
    ['categoryId', 0, menuMessages.category],
    ['categoryId', 2_147_483_648, menuMessages.category],
    ['visible', 'yes', menuMessages.visible],
  ])('refuses %s = %j with its message', (field, value, message) => {
    const result = serviceDraftSchema.safeParse({ ...draft, [field]: value });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toEqual([[field, message]]);
  });

  it('accepts the bounds: 5 and 480 minutes, ฿0 and ฿100,000', () => {
    for (const durationMinutes of [5, 480]) {
      expect(serviceDraftSchema.safeParse({ ...draft, durationMinutes }).success).toBe(true);
    }
    for (const priceThb of [0, 100_000]) {
      expect(serviceDraftSchema.safeParse({ ...draft, priceThb }).success).toBe(true);
    }
  });

  it('needs a version to update', () => {
    expect(firstMessage(updateServiceSchema.safeParse(draft))).toEqual([['version', menuMessages.version]]);
    expect(updateServiceSchema.safeParse({ ...draft, version: 3 }).success).toBe(true);
  });
});

describe('category and query schemas', () => {
  it('bounds the category name', () => {
    expect(createCategorySchema.safeParse({ name: 'Hair' }).success).toBe(true);
    expect(firstMessage(createCategorySchema.safeParse({ name: ' ' }))).toEqual([['name', menuMessages.categoryName]]);
    expect(createCategorySchema.safeParse({ name: 'x'.repeat(61) }).success).toBe(false);
  });

  it('reads a DELETE version in canonical decimal only', () => {
    expect(menuVersionQuerySchema.parse({ version: '4' }).version).toBe(4);
    for (const version of ['0', '04', '0x4', '4.0', '', '99999999999']) {
      expect(menuVersionQuerySchema.safeParse({ version }).success).toBe(false);
    }
  });
});

describe('helpers', () => {
  it('offers durations on the 5-minute grid from 5 to 480', () => {
    const choices = durationChoices();
    expect(choices[0]).toBe(5);
    expect(choices.at(-1)).toBe(480);
    expect(choices).toHaveLength(96);
    expect(choices.every((minutes) => minutes % 5 === 0)).toBe(true);
  });

  it('makes URL slugs from category names', () => {
    expect(slugForCategoryName('Hair & Scalp')).toBe('hair-scalp');
    expect(slugForCategoryName('Soins du Visage Été')).toBe('soins-du-visage-ete');
    expect(slugForCategoryName('สปา')).toBe('category');
  });

  it('moves one place, never past either end', () => {
    expect(movedOrder(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 0, 'up')).toBeNull();
    expect(movedOrder(['a', 'b', 'c'], 2, 'down')).toBeNull();
    expect(movedOrder(['a'], -1, 'down')).toBeNull();
  });
});

describe('history sentences', () => {
  const before: ServiceFacts = {
    name: 'Gel Manicure',
    description: '',
    durationMinutes: 60,
    priceThb: 500,
    categoryName: 'Nails',
    visible: true,
  };

  it('says what one change did', () => {
    expect(describeServiceUpdate(before, { ...before, priceThb: 550 })).toBe(
      'Changed the price of Gel Manicure from ฿500 to ฿550.',
    );
    expect(describeServiceUpdate(before, { ...before, durationMinutes: 75 })).toBe(
      'Changed the duration of Gel Manicure from 60 min to 75 min.',
    );
    expect(describeServiceUpdate(before, { ...before, visible: false })).toBe(
      'Hid Gel Manicure from the website and booking.',
    );
    expect(describeServiceUpdate(before, { ...before, categoryName: 'Spa' })).toBe(
      'Moved Gel Manicure from Nails to Spa.',
    );
  });

  it('lists several changes in one sentence, and nothing for no change', () => {
    expect(describeServiceUpdate(before, { ...before, priceThb: 1500, name: 'Gel Mani' })).toBe(
      'Changed Gel Manicure: renamed it to Gel Mani, price from ฿500 to ฿1,500.',
    );
    expect(describeServiceUpdate(before, before)).toBeNull();
  });

  it('describes a new service', () => {
    expect(describeServiceCreated({ ...before, visible: false })).toBe(
      'Added Gel Manicure to Nails: ฿500, 60 min (hidden online).',
    );
  });
});
