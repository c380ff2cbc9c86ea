import { describe, expect, it } from 'vitest';
import { everyLocalizedUrl, isLocalizedPage, localizedPath, splitLanguagePath } from './language-paths.ts';

describe('language paths', () => {
  it('puts English at the root and the other languages under their code', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/', 'th')).toBe('/th');
    expect(localizedPath('/booking?service=3', 'ru')).toBe('/ru/booking?service=3');
    expect(localizedPath('/?x=1', 'zh')).toBe('/zh?x=1');
  });

  it('reads the language and the page back from a path', () => {
    expect(splitLanguagePath('/ru/booking')).toEqual({ language: 'ru', path: '/booking' });
    expect(splitLanguagePath('/th')).toEqual({ language: 'th', path: '/' });
    expect(splitLanguagePath('/th/')).toEqual({ language: 'th', path: '/' });
    expect(splitLanguagePath('/zh/manage')).toEqual({ language: 'zh', path: '/manage' });
    expect(splitLanguagePath('/services')).toEqual({ language: 'en', path: '/services' });
  });

  it('leaves paths that are not a page in another language as they are (the router answers 404)', () => {
    for (const path of ['/en/about', '/th/admin', '/th/login', '/xx/booking', '/ru/booking/extra', '/thai']) {
      expect(splitLanguagePath(path)).toEqual({ language: 'en', path });
    }
  });

  it('round-trips every listed URL', () => {
    const urls = everyLocalizedUrl();
    expect(urls).toHaveLength(16);
    for (const url of urls) {
      const { language, path } = splitLanguagePath(url);
      expect(localizedPath(path, language)).toBe(url);
      expect(isLocalizedPage(url)).toBe(true);
    }
    expect(isLocalizedPage('/admin')).toBe(false);
  });
});
