/**
 * The salon's own facts, in one typed place.
 *
 * Every value can be overridden by an environment variable (listed in README,
 * "Configuration"). The client bundle and the prerendered pages read the
 * overrides at build time (vite.config.ts injects them as
 * `__SALON_OVERRIDES__`); the server reads them from `process.env` at start.
 * Placeholder values are deliberately obvious so nobody mistakes them for the
 * real ones.
 */

export interface OpeningHours {
  /** ISO weekdays (1 = Monday … 7 = Sunday) on which the salon opens. */
  readonly openDays: readonly number[];
  /** Opening time, minutes after midnight in salon time. */
  readonly opensAtMinute: number;
  /** Closing time, minutes after midnight in salon time: the latest end of a treatment. */
  readonly closesAtMinute: number;
}

export interface SalonConfig {
  readonly name: string;
  readonly email: string;
  /** Phone number as shown to people. */
  readonly phone: string;
  /** Phone number as dialled (E.164, used in `tel:` links). */
  readonly phoneE164: string;
  readonly streetAddress: string;
  readonly locality: string;
  readonly region: string;
  readonly postalCode: string;
  readonly countryCode: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly mapsUrl: string;
  readonly reviewUrl: string;
  readonly instagramUrl: string;
  readonly facebookUrl: string;
  readonly whatsappUrl: string;
  readonly lineUrl: string;
  readonly builderName: string;
  readonly builderUrl: string;
  readonly timeZone: string;
  readonly hours: OpeningHours;
  /** Domain used for placeholder staff e-mails in the seed. */
  readonly emailDomain: string;
}

export const defaultSalonConfig: SalonConfig = {
  name: 'Lotus Nail & Beauty Phuket',
  email: 'hello@salon.example',
  phone: '+66 00 000 0000',
  phoneE164: '+66000000000',
  streetAddress: '00/0 Chao Fa Road (placeholder)',
  locality: 'Chalong, Mueang Phuket',
  region: 'Phuket',
  postalCode: '83130',
  countryCode: 'TH',
  latitude: 7.8468,
  longitude: 98.3382,
  mapsUrl: 'https://maps.google.com/?q=Chalong,+Phuket',
  reviewUrl: 'https://maps.google.com/?q=Chalong,+Phuket',
  instagramUrl: 'https://instagram.com/',
  facebookUrl: 'https://facebook.com/',
  whatsappUrl: 'https://wa.me/66000000000',
  lineUrl: 'https://line.me/',
  builderName: 'Salon Web Studio',
  builderUrl: 'https://example.com/',
  timeZone: 'Asia/Bangkok',
  hours: { openDays: [1, 2, 3, 4, 5, 6], opensAtMinute: 10 * 60, closesAtMinute: 21 * 60 },
  emailDomain: 'salon.example',
};

/** Environment variable for each overridable string field. */
export const salonEnvironmentVariables = {
  name: 'SALON_NAME',
  email: 'SALON_EMAIL',
  phone: 'SALON_PHONE',
  phoneE164: 'SALON_PHONE_E164',
  streetAddress: 'SALON_STREET_ADDRESS',
  locality: 'SALON_LOCALITY',
  postalCode: 'SALON_POSTAL_CODE',
  mapsUrl: 'SALON_MAPS_URL',
  reviewUrl: 'SALON_REVIEW_URL',
  instagramUrl: 'SALON_INSTAGRAM_URL',
  facebookUrl: 'SALON_FACEBOOK_URL',
  whatsappUrl: 'SALON_WHATSAPP_URL',
  lineUrl: 'SALON_LINE_URL',
  emailDomain: 'SALON_EMAIL_DOMAIN',
} as const satisfies Partial<Record<keyof SalonConfig, string>>;

export type SalonOverrides = Partial<Record<keyof typeof salonEnvironmentVariables, string>>;

/** Picks the salon overrides out of an environment (process.env at build or start). */
export function pickSalonOverrides(env: Record<string, string | undefined>): SalonOverrides {
  const overrides: SalonOverrides = {};
  for (const [field, variable] of Object.entries(salonEnvironmentVariables)) {
    const value = env[variable]?.trim();
    if (value) overrides[field as keyof SalonOverrides] = value;
  }
  return overrides;
}

export function resolveSalonConfig(overrides: SalonOverrides): SalonConfig {
  return { ...defaultSalonConfig, ...overrides };
}

declare const __SALON_OVERRIDES__: SalonOverrides | undefined;

function currentOverrides(): SalonOverrides {
  if (typeof __SALON_OVERRIDES__ !== 'undefined') return __SALON_OVERRIDES__;
  if (typeof process !== 'undefined' && process.env) return pickSalonOverrides(process.env);
  return {};
}

export const salon: SalonConfig = resolveSalonConfig(currentOverrides());
