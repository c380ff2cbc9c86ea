/**
 * Pure pieces of the prerender (scripts/prerender.ts): the <head> of each
 * public page (title, description, canonical, Open Graph, JSON-LD), the
 * robots.txt and sitemap.xml, and the injection into the built shell.
 */
import { configuredSalonDetails, type SalonConfig } from '../src/config/salon.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../src/domain/language.ts';
import { localizedPath } from '../src/domain/language-paths.ts';
import { clockText, groupWeeklyHours } from '../src/domain/salon-facts.ts';
import { DEFAULT_OPENING_HOURS, type SalonDetails, type WeeklyPattern } from '../src/domain/salon-settings.ts';

export interface PrerenderPage {
  /** Path of the page, e.g. "/services". */
  readonly path: string;
  readonly title: string;
  readonly description: string;
}

export interface MenuFacts {
  readonly minPriceThb: number;
  readonly maxPriceThb: number;
}

const ISO_DAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The owner's details and weekly hours (read per request by the server; the configuration at build time). */
export interface LiveSalonFacts {
  readonly details: SalonDetails;
  readonly hours: WeeklyPattern;
}

/** The facts before an owner saved any: the configuration with its overrides, the default hours. */
export function configuredFacts(salon: SalonConfig): LiveSalonFacts {
  return { details: configuredSalonDetails(salon), hours: DEFAULT_OPENING_HOURS };
}

/** One OpeningHoursSpecification per run of weekdays with the same hours; closed days are left out. */
export function openingHoursSpecification(hours: WeeklyPattern): Record<string, unknown>[] {
  return groupWeeklyHours(hours).flatMap((group) => {
    const window = group.window;
    if (!window) return [];
    const days: string[] = [];
    for (let day = group.firstIsoDay; day <= group.lastIsoDay; day += 1)
      days.push(`https://schema.org/${ISO_DAYS[day]}`);
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: days,
        opens: clockText(window.opensAtMinute),
        // schema.org writes a closing at midnight as 23:59 (24:00 is not a valid time).
        closes: window.closesAtMinute >= 24 * 60 ? '23:59' : clockText(window.closesAtMinute),
      },
    ];
  });
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#39;');
}

/** JSON safe inside a <script> element (no "</script>", no HTML comment openers). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Absolute URL of a path on the public origin (no trailing slash except the root). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${path === '/' ? '/' : path.replace(/\/$/, '')}`;
}

/** schema.org description of the business for search engines. */
export function businessJsonLd(
  salon: SalonConfig,
  origin: string,
  menu: MenuFacts,
  facts: LiveSalonFacts = configuredFacts(salon),
  // The page's language and its description in it: the same business, described in each language.
  { language = DEFAULT_LANGUAGE, description }: { readonly language?: Language; readonly description?: string } = {},
): Record<string, unknown> {
  const { details } = facts;
  return {
    '@context': 'https://schema.org',
    '@type': ['NailSalon', 'BeautySalon'],
    '@id': `${absoluteUrl(origin, '/')}#salon`,
    name: details.name,
    url: absoluteUrl(origin, localizedPath('/', language)),
    ...(description ? { description } : {}),
    knowsLanguage: [...SUPPORTED_LANGUAGES],
    image: absoluteUrl(origin, '/images/og-image.jpg'),
    telephone: details.phoneE164,
    email: details.email,
    priceRange: `฿${menu.minPriceThb}–฿${menu.maxPriceThb}`,
    currenciesAccepted: 'THB',
    address: {
      '@type': 'PostalAddress',
      streetAddress: details.streetAddress,
      addressLocality: details.locality,
      addressRegion: details.region,
      postalCode: details.postalCode,
      addressCountry: salon.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: salon.latitude, longitude: salon.longitude },
    ...(details.mapsUrl ? { hasMap: details.mapsUrl } : {}),
    openingHoursSpecification: openingHoursSpecification(facts.hours),
    sameAs: [details.instagramUrl, details.facebookUrl, details.lineUrl].filter((link) => link !== ''),
  };
}

export interface HeadOptions {
  /** The page, by its English path ('/services'), with its title and description in `language`. */
  readonly page: PrerenderPage;
  /** The page's language (default English): canonical URL, alternates and og:locale follow it. */
  readonly language?: Language;
  readonly origin: string;
  readonly salon: SalonConfig;
  readonly menu: MenuFacts;
  /** The live details and hours (default: the configuration's). */
  readonly facts?: LiveSalonFacts;
  /** Extra tags (preloads) placed before the stylesheet. */
  readonly preloads?: readonly string[];
}

/** The per-page tags added to the shell's <head>. */
export function pageHeadTags({
  page,
  origin,
  salon,
  menu,
  facts = configuredFacts(salon),
  preloads = [],
  language = DEFAULT_LANGUAGE,
}: HeadOptions): string {
  const url = absoluteUrl(origin, localizedPath(page.path, language));
  const image = absoluteUrl(origin, '/images/og-image.jpg');
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternateLinks(origin, page.path),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(facts.details.name)}" />`,
    `<meta property="og:locale" content="${OPEN_GRAPH_LOCALES[language]}" />`,
    ...SUPPORTED_LANGUAGES.filter((other) => other !== language).map(
      (other) => `<meta property="og:locale:alternate" content="${OPEN_GRAPH_LOCALES[other]}" />`,
    ),
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...preloads,
    `<script type="application/ld+json">${jsonForScript(businessJsonLd(salon, origin, menu, facts, { language, description: page.description }))}</script>`,
  ].join('\n    ');
}

const OPEN_GRAPH_LOCALES: Readonly<Record<Language, string>> = { en: 'en_GB', th: 'th_TH', ru: 'ru_RU', zh: 'zh_CN' };

/** The page in every language for search engines, English also as the default for all other visitors. */
function alternateLinks(origin: string, path: string): string[] {
  const href = (language: Language) => escapeHtml(absoluteUrl(origin, localizedPath(path, language)));
  return [
    ...SUPPORTED_LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${HREFLANG[language]}" href="${href(language)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LANGUAGE)}" />`,
  ];
}

/** hreflang values: Simplified Chinese as written in mainland China. */
const HREFLANG: Readonly<Record<Language, string>> = { en: 'en', th: 'th', ru: 'ru', zh: 'zh-Hans' };

export interface InjectOptions {
  readonly headTags: string;
  readonly appHtml: string;
  /** Extra elements after #root (the catalogue snapshot). */
  readonly afterRoot?: string;
}

/** Puts a rendered page into the built shell: head tags replace the shell's title and description. */
export function injectIntoShell(shell: string, { headTags, appHtml, afterRoot = '' }: InjectOptions): string {
  if (!shell.includes('<div id="root"></div>')) throw new Error('The built index.html has no empty <div id="root">.');
  const withoutDefaults = shell
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '');
  const headClose = withoutDefaults.indexOf('</head>');
  if (headClose < 0) throw new Error('The built index.html has no </head>.');
  // Head tags go right after the viewport meta, before the stylesheet and module script.
  const anchor = withoutDefaults.indexOf('<meta name="theme-color"');
  const insertAt = anchor >= 0 ? withoutDefaults.indexOf('>', anchor) + 1 : headClose;
  const withHead = `${withoutDefaults.slice(0, insertAt)}\n    ${headTags}${withoutDefaults.slice(insertAt)}`;
  const filled = withHead.replace('<div id="root"></div>', `<div id="root">${appHtml}</div>${afterRoot}`);
  return lowerScriptPriority(filled);
}

/**
 * A prerendered page shows its content without JavaScript, so the scripts
 * that hydrate it are fetched after what the first screen needs (the hero
 * image, fonts): `fetchpriority="low"` on the entry module and its
 * modulepreloads (docs/decisions/012). The app shell (booking, admin) keeps
 * the default priority: it shows nothing until its scripts run.
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * Tailwind's sibling spacing (`space-y-*`, `divide-*`) is written as
 * `:where(.space-y-3>:not(:last-child))`, which beasties cannot match against
 * the page (it strips the whole `:where(…)`), so it would leave those rules to
 * the full stylesheet and the page would grow when that arrives (a layout
 * shift). The selectors whose class the page uses are kept explicitly.
 */
export function siblingSpacingSelectors(css: string, html: string): string[] {
  const used = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
  const selectors = [...css.matchAll(/(:where\(\.((?:\\.|[^\s>)\\])+)>:not\(:last-child\)\))\{/g)];
  return [
    ...new Set(selectors.filter((match) => used.has(match[2]!.replace(/\\(.)/g, '$1'))).map((match) => match[1]!)),
  ];
}

/**
 * The `@font-face` rules of the metric-matched system fonts (families named
 * "… Fallback", src/client/styles.css). The critical CSS carries no web font,
 * so the first paint is drawn in these; without them it would use the
 * browser's default fonts, whose other widths move text when the web fonts
 * swap in.
 */
export function fallbackFontFaces(css: string): string {
  return [...css.matchAll(/@font-face\s*\{[^}]*font-family:\s*["']?[^;"'}]*Fallback["']?\s*;[^}]*\}/g)]
    .map((match) => match[0])
    .join('');
}

/**
 * The rules for pages in Thai or Chinese (line height, fonts; styles.css): beasties keeps only rules
 * matching the English template, so they are copied into every page's first paint as they stand.
 */
export function languageRules(css: string): string {
  return [...css.matchAll(/html:lang\([^{}]*\{[^}]*\}/g)].map((match) => match[0]).join('');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /set-password',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** Every page in every language, each entry naming its versions in the other languages. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...SUPPORTED_LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${HREFLANG[language]}" href="${escapeHtml(absoluteUrl(origin, localizedPath(path, language)))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(origin, path))}"/>`,
    ].join('');
    return SUPPORTED_LANGUAGES.map(
      (language) =>
        `  <url><loc>${escapeHtml(absoluteUrl(origin, localizedPath(path, language)))}</loc>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
