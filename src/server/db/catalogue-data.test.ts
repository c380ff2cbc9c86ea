/**
 * English is the fallback of every text (design invariant 10): every treatment the catalogue ships
 * has its English name and description, and a unique stable key the pages find it by (decision 180).
 */
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from './catalogue-data.ts';

describe('the seed catalogue in English', () => {
  const services = seedCatalogue.flatMap((category) => category.services);

  it('every treatment has its English name and description', () => {
    const lacking = services.filter((service) => !service.name.trim() || !service.description.trim());
    expect(lacking.map((service) => service.name)).toEqual([]);
    for (const category of seedCatalogue) expect(category.name.trim()).not.toBe('');
  });

  it("every treatment has a unique key, the home page's favourites among them", () => {
    expect(new Set(services.map((service) => service.key)).size).toBe(services.length);
    const keys = new Set(services.map((service) => service.key));
    for (const key of ['manicure-french-nails', 'hollywood-waxing', 'hand-scrub-spa', 'classic-lashes']) {
      expect(keys.has(key)).toBe(true);
    }
  });
});
