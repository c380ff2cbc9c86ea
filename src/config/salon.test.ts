/** The salon's location: part of its details, overridable, validated, precise enough for search engines. */
import { describe, expect, it } from 'vitest';
import { businessJsonLd, pageHeadTags } from '../../scripts/prerender-html.ts';
import {
  defaultSalonConfig,
  placeholderContactsIn,
  formatCoordinate,
  parseCoordinate,
  pickSalonOverrides,
  resolveSalonConfig,
  SalonConfigError,
} from './salon.ts';

const menu = { minPriceThb: 300, maxPriceThb: 1800 };

function decimalsOf(value: unknown): number {
  return String(value).split('.')[1]?.length ?? 0;
}

describe('salon coordinates', () => {
  it('are given with at least 5 decimals by default', () => {
    expect(decimalsOf(defaultSalonConfig.latitude)).toBeGreaterThanOrEqual(5);
    expect(decimalsOf(defaultSalonConfig.longitude)).toBeGreaterThanOrEqual(5);
  });

  it('come from SALON_LATITUDE and SALON_LONGITUDE, like the address', () => {
    const overrides = pickSalonOverrides({
      SALON_LATITUDE: ' 7.890123 ',
      SALON_LONGITUDE: '98.2987654',
      SALON_STREET_ADDRESS: '12 Beach Road',
    });
    expect(overrides).toEqual({ latitude: '7.890123', longitude: '98.2987654', streetAddress: '12 Beach Road' });
    const salon = resolveSalonConfig(overrides);
    expect(salon).toMatchObject({ latitude: 7.890123, longitude: 98.2987654, streetAddress: '12 Beach Road' });
    expect(resolveSalonConfig({ latitude: '-33.868820', longitude: '151.209290' })).toMatchObject({
      latitude: -33.86882,
      longitude: 151.20929,
    });
  });

  it('refuses a rough, malformed or impossible coordinate with a sentence naming the variable', () => {
    const refused: [string, string][] = [
      ['SALON_LATITUDE', '7.8468'],
      ['SALON_LATITUDE', '7,846812'],
      ['SALON_LATITUDE', '91.000000'],
      ['SALON_LATITUDE', '7°50\'48.5"N'],
      ['SALON_LATITUDE', '0x7.84681'],
      ['SALON_LATITUDE', '1e1'],
      ['SALON_LONGITUDE', '-180.000001'],
      ['SALON_LONGITUDE', 'ninety'],
      ['SALON_LONGITUDE', '98.33821 5'],
    ];
    for (const [variable, value] of refused) {
      expect(() => pickSalonOverrides({ [variable]: value }), `${variable}=${value}`).toThrow(SalonConfigError);
    }
    expect(() => parseCoordinate('latitude', '7.84')).toThrow(
      'SALON_LATITUDE must be the salon\'s latitude in decimal degrees between -90 and 90 with at least 5 decimals, such as 7.846812, not "7.84".',
    );
    // Baked overrides (the client bundle) go through the same check.
    expect(() => resolveSalonConfig({ longitude: '200.000000' })).toThrow(/SALON_LONGITUDE/);
  });

  it('are written with at least 5 decimals where the text is kept (calendar GEO)', () => {
    expect(formatCoordinate(7.8468)).toBe('7.84680');
    expect(formatCoordinate(98.338215)).toBe('98.338215');
    expect(formatCoordinate(-33)).toBe('-33.00000');
    expect(formatCoordinate(1e-7)).toBe('0.000000100000000');
  });

  it('reach the schema.org geo of every prerendered page with at least 5 decimals', () => {
    const salon = resolveSalonConfig(pickSalonOverrides({ SALON_LATITUDE: '7.901234', SALON_LONGITUDE: '98.365432' }));
    expect(businessJsonLd(salon, 'https://salon.example', menu).geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 7.901234,
      longitude: 98.365432,
    });
    const head = pageHeadTags({
      page: { path: '/', title: 'Home', description: 'Nails' },
      origin: 'https://salon.example',
      salon: defaultSalonConfig,
      menu,
    });
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? '';
    const geo = /"geo":\{"@type":"GeoCoordinates","latitude":(-?[\d.]+),"longitude":(-?[\d.]+)\}/.exec(json);
    expect(decimalsOf(geo?.[1])).toBeGreaterThanOrEqual(5);
    expect(decimalsOf(geo?.[2])).toBeGreaterThanOrEqual(5);
  });
});

describe('a bad coordinate at start', () => {
  it('prints only the sentence and exits 1, without a stack trace', async () => {
    const { spawnSync } = await import('node:child_process');
    const env: Record<string, string | undefined> = { ...process.env, SALON_LATITUDE: '7,84' };
    delete env.VITEST;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', "await import('./src/config/salon.ts')"], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'SALON_LATITUDE must be the salon\'s latitude in decimal degrees between -90 and 90 with at least 5 decimals, such as 7.846812, not "7,84".',
    );
  }, 90_000);
});

describe('placeholderContactsIn', () => {
  it('names the contacts still equal to the shipped examples, and none once replaced', () => {
    const shipped = defaultSalonConfig;
    expect(placeholderContactsIn(shipped)).toEqual(['email', 'phone', 'streetAddress']);
    expect(placeholderContactsIn({ ...shipped, phone: '+66 76 123 456' })).toEqual(['email', 'streetAddress']);
    expect(
      placeholderContactsIn({ email: 'hello@lotus.co.th', phone: '+66 76 123 456', streetAddress: '12 Chao Fa Road' }),
    ).toEqual([]);
  });
});
