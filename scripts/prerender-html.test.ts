import { describe, expect, it } from 'vitest';
import { defaultSalonConfig } from '../src/config/salon.ts';
import {
  absoluteUrl,
  businessJsonLd,
  injectIntoShell,
  lowerScriptPriority,
  jsonForScript,
  pageHeadTags,
  fallbackFontFaces,
  robotsTxt,
  siblingSpacingSelectors,
  sitemapXml,
} from './prerender-html.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#fbf7f2" />
    <title>Default</title>
    <meta
      name="description"
      content="Default description"
    />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerender html', () => {
  it('builds absolute URLs without doubled or trailing slashes', () => {
    expect(absoluteUrl('https://salon.example/', '/')).toBe('https://salon.example/');
    expect(absoluteUrl('https://salon.example', '/services/')).toBe('https://salon.example/services');
  });

  it('escapes JSON so it cannot close its script element', () => {
    const json = jsonForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('describes the business for schema.org from the config', () => {
    const data = businessJsonLd(defaultSalonConfig, 'https://salon.example', { minPriceThb: 300, maxPriceThb: 1800 });
    expect(data).toMatchObject({
      '@type': ['NailSalon', 'BeautySalon'],
      name: defaultSalonConfig.name,
      telephone: defaultSalonConfig.phoneE164,
      priceRange: '฿300–฿1800',
      geo: { latitude: defaultSalonConfig.latitude, longitude: defaultSalonConfig.longitude },
      openingHoursSpecification: [
        {
          dayOfWeek: [
            'https://schema.org/Monday',
            'https://schema.org/Tuesday',
            'https://schema.org/Wednesday',
            'https://schema.org/Thursday',
            'https://schema.org/Friday',
            'https://schema.org/Saturday',
          ],
          opens: '10:00',
          closes: '21:00',
        },
      ],
    });
  });

  it('replaces the shell title and description and fills #root', () => {
    const head = pageHeadTags({
      page: { path: '/about', title: 'About & us', description: 'Who "we" are' },
      origin: 'https://salon.example',
      salon: defaultSalonConfig,
      menu: { minPriceThb: 300, maxPriceThb: 1800 },
    });
    const html = injectIntoShell(shell, {
      headTags: head,
      appHtml: '<h1>Hi</h1>',
      afterRoot: '<script id="x"></script>',
    });
    expect(html).not.toContain('Default');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>About &amp; us</title>');
    expect(html).toContain('<meta name="description" content="Who &quot;we&quot; are" />');
    expect(html).toContain('<link rel="canonical" href="https://salon.example/about" />');
    expect(html).toContain('<meta property="og:url" content="https://salon.example/about" />');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div><script id="x"></script>');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('/assets/index.js'));
  });

  it('fetches the hydration scripts of a prerendered page at low priority', () => {
    const html = injectIntoShell(shell, { headTags: '', appHtml: '<h1>Hi</h1>' });
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/chunk.js">');
    expect(lowerScriptPriority(html)).toBe(html);
  });

  it('refuses a shell without an empty root', () => {
    expect(() => injectIntoShell('<html><head></head><body></body></html>', { headTags: '', appHtml: '' })).toThrow(
      /root/,
    );
  });

  it('writes robots.txt and a sitemap on the public origin', () => {
    expect(robotsTxt('https://salon.example')).toContain('Sitemap: https://salon.example/sitemap.xml');
    expect(robotsTxt('https://salon.example')).toContain('Disallow: /admin');
    const sitemap = sitemapXml('https://salon.example', ['/', '/services']);
    expect(sitemap).toContain('<loc>https://salon.example/</loc>');
    expect(sitemap).toContain('<loc>https://salon.example/services</loc>');
  });
});

describe('siblingSpacingSelectors', () => {
  it('keeps the :where(…) spacing rules of the classes the page uses, escaped as in the stylesheet', () => {
    const css =
      ':where(.space-y-1\\.5>:not(:last-child)){margin-block-end:1px}' +
      ':where(.space-y-3>:not(:last-child)){margin-block-end:3px}' +
      ':where(.divide-plum\\/10>:not(:last-child)){border-color:red}' +
      ':where(.space-y-10>:not(:last-child)){margin-block-end:10px}.p-4{padding:1rem}';
    const html = '<ul class="mt-4 space-y-1.5"><li class="divide-plum/10 p-4">a</li></ul><p class="space-y-3x">b</p>';
    expect(siblingSpacingSelectors(css, html)).toEqual([
      ':where(.space-y-1\\.5>:not(:last-child))',
      ':where(.divide-plum\\/10>:not(:last-child))',
    ]);
  });
});

describe('fallbackFontFaces', () => {
  it('keeps only the metric-matched system font faces, never a web font file', () => {
    const css =
      '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)format("woff2")}' +
      '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:106.4%}' +
      '.p-4{padding:1rem}@font-face{font-family:"Cormorant Garamond Fallback";font-weight:600;src:local(Times New Roman Bold)}';
    expect(fallbackFontFaces(css)).toBe(
      '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:106.4%}' +
        '@font-face{font-family:"Cormorant Garamond Fallback";font-weight:600;src:local(Times New Roman Bold)}',
    );
  });
});
