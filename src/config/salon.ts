/**
 * The salon's own facts, in one typed place.
 *
 * Since owners edit them in the admin, the details (name, contacts, address, links, offer text) and
 * the opening hours are the owner's data (salon_settings, edited in the
 * admin); these values, with their environment overrides (README,
 * "Configuration"), are the defaults until an owner saves. The server reads
 * the overrides from `process.env` at start and renders every public page with
 * the live facts; the client bundle only falls back to the build's overrides
 * (`__SALON_OVERRIDES__`, vite.config.ts) on pages the server did not render,
 * until GET /api/salon answers. Placeholder values are deliberately obvious so
 * nobody mistakes them for the real ones.
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
  /**
   * Where the salon is, in decimal degrees (WGS 84), with at least 5 decimals
   * (about 1 m; Google asks for 5 in the schema.org `geo`). Part of the address:
   * the JSON-LD of every public page and the calendar invitation's GEO read it.
   */
  readonly latitude: number;
  readonly longitude: number;
  readonly mapsUrl: string;
  readonly reviewUrl: string;
  readonly instagramUrl: string;
  readonly facebookUrl: string;
  readonly whatsappUrl: string;
  readonly lineUrl: string;
  /** The first-visit offer in the discount popup (the owner may reword it). */
  readonly discountOfferText: string;
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
  latitude: 7.846812,
  longitude: 98.338215,
  mapsUrl: 'https://maps.google.com/?q=Chalong,+Phuket',
  reviewUrl: 'https://maps.google.com/?q=Chalong,+Phuket',
  instagramUrl: 'https://instagram.com/',
  facebookUrl: 'https://facebook.com/',
  whatsappUrl: 'https://wa.me/66000000000',
  lineUrl: 'https://line.me/',
  discountOfferText: 'Enjoy 10% off when you spend 1,000 THB and leave us a review on Google!',
  builderName: 'Salon Web Studio',
  builderUrl: 'https://example.com/',
  timeZone: 'Asia/Bangkok',
  hours: { openDays: [1, 2, 3, 4, 5, 6], opensAtMinute: 10 * 60, closesAtMinute: 21 * 60 },
  emailDomain: 'salon.example',
};

/** Environment variable for each overridable text field. */
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

/** Environment variable for each coordinate (decimal degrees, validated by `parseCoordinate`). */
export const salonCoordinateVariables = {
  latitude: 'SALON_LATITUDE',
  longitude: 'SALON_LONGITUDE',
} as const satisfies Partial<Record<keyof SalonConfig, string>>;

type CoordinateField = keyof typeof salonCoordinateVariables;

/**
 * Overrides as written in the environment (text), so they travel unchanged
 * into the client bundle through `__SALON_OVERRIDES__`.
 */
export type SalonOverrides = Partial<Record<keyof typeof salonEnvironmentVariables | CoordinateField, string>>;

export class SalonConfigError extends Error {
  override name = 'SalonConfigError';
}

const COORDINATE_LIMITS: Record<CoordinateField, number> = { latitude: 90, longitude: 180 };

/** Fewer decimals than this is a rough location (5 decimals is about 1 m). */
export const MIN_COORDINATE_DECIMALS = 5;

/**
 * Reads a coordinate written as decimal degrees with at least 5 decimals
 * ("7.846812", "-33.86882"), within ±90 (latitude) or ±180 (longitude).
 * Anything else (a comma as decimal mark, degrees-minutes, too few decimals)
 * is refused with a sentence naming the variable, rather than putting the
 * salon in the wrong place on every search result.
 */
export function parseCoordinate(field: CoordinateField, text: string): number {
  const variable = salonCoordinateVariables[field];
  const limit = COORDINATE_LIMITS[field];
  const example = field === 'latitude' ? '7.846812' : '98.338215';
  // At least MIN_COORDINATE_DECIMALS (5) decimals; at most 15, the precision of a double.
  const wellFormed = /^[+-]?\d{1,3}\.\d{5,15}$/.test(text);
  const value = Number(text);
  if (!wellFormed || !Number.isFinite(value) || Math.abs(value) > limit) {
    throw new SalonConfigError(
      `${variable} must be the salon's ${field} in decimal degrees between -${limit} and ${limit} with at least ` +
        `${MIN_COORDINATE_DECIMALS} decimals, such as ${example}, not "${text}".`,
    );
  }
  return value;
}

/** Picks the salon overrides out of an environment (process.env at build or start); refuses bad coordinates. */
export function pickSalonOverrides(env: Record<string, string | undefined>): SalonOverrides {
  const overrides: SalonOverrides = {};
  for (const [field, variable] of Object.entries({ ...salonEnvironmentVariables, ...salonCoordinateVariables })) {
    const value = env[variable]?.trim();
    if (value) overrides[field as keyof SalonOverrides] = value;
  }
  for (const field of Object.keys(salonCoordinateVariables) as CoordinateField[]) {
    const text = overrides[field];
    if (text !== undefined) parseCoordinate(field, text);
  }
  return overrides;
}

export function resolveSalonConfig(overrides: SalonOverrides): SalonConfig {
  const { latitude, longitude, ...text } = overrides;
  return {
    ...defaultSalonConfig,
    ...text,
    ...(latitude === undefined ? {} : { latitude: parseCoordinate('latitude', latitude) }),
    ...(longitude === undefined ? {} : { longitude: parseCoordinate('longitude', longitude) }),
  };
}

/**
 * A coordinate as text with at least 5 decimals (trailing zeros kept), for
 * formats that carry the number as written (the calendar invitation's GEO).
 */
export function formatCoordinate(value: number): string {
  const shortest = String(value);
  // Tiny values print as "1e-7"; write those with every decimal a double can hold.
  const decimals = shortest.includes('e') ? 15 : (shortest.split('.')[1]?.length ?? 0);
  return value.toFixed(Math.min(15, Math.max(MIN_COORDINATE_DECIMALS, decimals)));
}

/** The fields the owner edits as "salon details" (src/domain/salon-settings.ts SalonDetails has the same shape). */
export type ConfiguredSalonDetails = Pick<
  SalonConfig,
  | 'name'
  | 'email'
  | 'phone'
  | 'phoneE164'
  | 'streetAddress'
  | 'locality'
  | 'region'
  | 'postalCode'
  | 'mapsUrl'
  | 'reviewUrl'
  | 'instagramUrl'
  | 'facebookUrl'
  | 'whatsappUrl'
  | 'lineUrl'
  | 'discountOfferText'
>;

/** The details as configured (defaults and environment overrides): what the owner's page starts from. */
export function configuredSalonDetails(config: SalonConfig): ConfiguredSalonDetails {
  return {
    name: config.name,
    email: config.email,
    phone: config.phone,
    phoneE164: config.phoneE164,
    streetAddress: config.streetAddress,
    locality: config.locality,
    region: config.region,
    postalCode: config.postalCode,
    mapsUrl: config.mapsUrl,
    reviewUrl: config.reviewUrl,
    instagramUrl: config.instagramUrl,
    facebookUrl: config.facebookUrl,
    whatsappUrl: config.whatsappUrl,
    lineUrl: config.lineUrl,
    discountOfferText: config.discountOfferText,
  };
}

declare const __SALON_OVERRIDES__: SalonOverrides | undefined;

function currentOverrides(): SalonOverrides {
  if (typeof __SALON_OVERRIDES__ !== 'undefined') return __SALON_OVERRIDES__;
  if (typeof process !== 'undefined' && process.env) return pickSalonOverrides(process.env);
  return {};
}

/**
 * In a Node process (the server, the CLIs) a bad override is a configuration
 * mistake the operator fixes from one sentence: print it and stop, instead of
 * an import-time stack trace above the sentence. In a browser (the overrides
 * were checked when the bundle was built) or any other host, throw as usual.
 */
function resolveOrExit(): SalonConfig {
  try {
    return resolveSalonConfig(currentOverrides());
  } catch (error) {
    const inNode =
      typeof window === 'undefined' && typeof process !== 'undefined' && typeof process.exit === 'function';
    if (error instanceof SalonConfigError && inNode && process.env.VITEST === undefined) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

export const salon: SalonConfig = resolveOrExit();

/** The contact details the product ships with: examples, never a real salon's. */
export type PlaceholderContact = 'email' | 'phone' | 'streetAddress';

/**
 * Which of the salon's contact details are still the shipped examples (an owner has not replaced them yet):
 * customers would read them on every page and in every e-mail. The admin says so on every page, and the
 * server when it starts.
 */
export function placeholderContactsIn(details: Readonly<Record<PlaceholderContact, string>>): PlaceholderContact[] {
  const fields: PlaceholderContact[] = ['email', 'phone', 'streetAddress'];
  return fields.filter((field) => details[field].trim() === defaultSalonConfig[field]);
}
