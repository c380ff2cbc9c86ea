import { describe, expect, it } from 'vitest';
import type { SalonFacts } from '../../domain/salon-facts.ts';
import { withOwnerHeroPreload } from './render-page.ts';

const template =
  '<link rel="preload" as="image" type="image/webp" imagesrcset="/images/hero-480.webp 480w, /images/hero-1600.webp 1600w" imagesizes="100vw" fetchpriority="high" />';
const facts = (photos: SalonFacts['photos']) => ({ photos }) as SalonFacts;

describe('withOwnerHeroPreload', () => {
  it("points the home page's hero preload at the owner's hero photo", () => {
    const html = withOwnerHeroPreload(
      template,
      facts({
        hero: {
          width: 1600,
          height: 1200,
          avif: [],
          webp: [
            { url: '/photos/aaaaaaaaaaaaaaaaaaaa-480.webp', width: 480 },
            { url: '/photos/bbbbbbbbbbbbbbbbbbbb-1600.webp', width: 1600 },
          ],
          alt: { en: 'Nails' },
        },
      }),
    );
    expect(html).toContain(
      'imagesrcset="/photos/aaaaaaaaaaaaaaaaaaaa-480.webp 480w, /photos/bbbbbbbbbbbbbbbbbbbb-1600.webp 1600w"',
    );
    expect(html).not.toContain('/images/hero');
    expect(html).toContain('fetchpriority="high"');
  });

  it('keeps the artwork preload without an owner hero', () => {
    expect(withOwnerHeroPreload(template, facts(undefined))).toBe(template);
    expect(withOwnerHeroPreload(template, facts({}))).toBe(template);
  });
});
