/**
 * The salon's menu as seeded into an empty database. Written by us for this
 * salon; prices in whole baht, durations in minutes. Each category's cheapest
 * price and shortest duration are what the home page tiles show, so the
 * tiles follow this data (Nails 400 / 30, Waxing 300 / 30, Eyelashes 1000 /
 * 60, Spa 400 / 45).
 */
export interface SeedService {
  readonly name: string;
  readonly priceThb: number;
  readonly durationMinutes: number;
}

export interface SeedCategory {
  readonly name: string;
  readonly slug: string;
  readonly services: readonly SeedService[];
}

export const seedCatalogue: readonly SeedCategory[] = [
  {
    name: 'Nails',
    slug: 'nails',
    services: [
      { name: 'Classic Manicure', priceThb: 400, durationMinutes: 30 },
      { name: 'Classic Pedicure', priceThb: 450, durationMinutes: 45 },
      { name: 'Manicure (French Nails)', priceThb: 590, durationMinutes: 45 },
      { name: 'Gel Polish Manicure', priceThb: 650, durationMinutes: 60 },
      { name: 'Gel Polish Pedicure', priceThb: 700, durationMinutes: 60 },
      { name: 'Gel French Manicure', priceThb: 790, durationMinutes: 60 },
      { name: 'Chrome Nails', priceThb: 850, durationMinutes: 75 },
      { name: 'Acrylic Refill', priceThb: 900, durationMinutes: 75 },
      { name: 'Acrylic Full Set', priceThb: 1200, durationMinutes: 90 },
    ],
  },
  {
    name: 'Eyelashes',
    slug: 'eyelashes',
    services: [
      { name: 'Classic Lashes', priceThb: 1000, durationMinutes: 60 },
      { name: 'Lash Refill (within 3 weeks)', priceThb: 1000, durationMinutes: 60 },
      { name: 'Wet Look Lashes', priceThb: 1100, durationMinutes: 75 },
      { name: 'Natural Volume Lashes (3D)', priceThb: 1200, durationMinutes: 90 },
      { name: 'Hybrid Lashes', priceThb: 1300, durationMinutes: 90 },
      { name: 'Russian Volume Lashes', priceThb: 1500, durationMinutes: 120 },
      { name: 'Kim K Style Lashes', priceThb: 1500, durationMinutes: 120 },
      { name: 'Mega Volume Lashes', priceThb: 1800, durationMinutes: 120 },
    ],
  },
  {
    name: 'Waxing',
    slug: 'waxing',
    services: [
      { name: 'Underarm Waxing', priceThb: 300, durationMinutes: 30 },
      { name: 'Half Leg Waxing', priceThb: 600, durationMinutes: 30 },
      { name: 'Full Arm Waxing', priceThb: 700, durationMinutes: 30 },
      { name: 'Bikini Line Waxing', priceThb: 700, durationMinutes: 30 },
      { name: 'Full Leg Waxing', priceThb: 1000, durationMinutes: 45 },
      { name: 'Brazilian Waxing', priceThb: 1100, durationMinutes: 45 },
      { name: 'Hollywood Waxing', priceThb: 1300, durationMinutes: 45 },
    ],
  },
  {
    name: 'Spa',
    slug: 'spa',
    services: [
      { name: 'Hand Scrub SPA', priceThb: 400, durationMinutes: 45 },
      { name: 'Foot Scrub SPA', priceThb: 400, durationMinutes: 45 },
      { name: 'Hand & Arm Massage', priceThb: 450, durationMinutes: 45 },
      { name: 'Paraffin Hand Treatment', priceThb: 500, durationMinutes: 45 },
      { name: 'Foot Massage', priceThb: 500, durationMinutes: 60 },
      { name: 'Paraffin Foot Treatment', priceThb: 550, durationMinutes: 45 },
      { name: 'Spa Manicure', priceThb: 750, durationMinutes: 60 },
      { name: 'Spa Pedicure', priceThb: 850, durationMinutes: 75 },
    ],
  },
];

/** Local parts of the four technicians' placeholder e-mails, in display order. */
export const seedTechnicianNames = ['ploy', 'nok', 'fon', 'mint'] as const;
