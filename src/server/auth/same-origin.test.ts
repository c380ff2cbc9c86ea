import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin.ts';

function check(method: string, headers: Record<string, string>, url = 'http://salon.example/api/auth/sign-in') {
  return isSameOriginRequest({
    method,
    url,
    header: (name) => headers[name.toLowerCase()],
    publicUrl: 'https://salon.example',
  });
}

describe('isSameOriginRequest', () => {
  it('lets reads through whatever their origin', () => {
    expect(check('GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(true);
    expect(check('HEAD', { 'sec-fetch-site': 'cross-site' })).toBe(true);
  });

  it('decides by Sec-Fetch-Site when the browser sends it', () => {
    expect(check('POST', { 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(check('POST', { 'sec-fetch-site': 'cross-site', origin: 'https://salon.example' })).toBe(false);
    expect(check('POST', { 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(check('DELETE', { 'sec-fetch-site': 'cross-site' })).toBe(false);
  });

  it('otherwise compares Origin with the public URL or the requested host', () => {
    expect(check('POST', { origin: 'https://salon.example' })).toBe(true);
    // Behind a TLS proxy the app sees http: while the page was https: on the same host.
    expect(check('POST', { origin: 'https://salon.example', host: 'salon.example' })).toBe(true);
    expect(check('PATCH', { origin: 'https://evil.example', host: 'salon.example' })).toBe(false);
    expect(check('POST', { origin: 'https://salon.example.evil.example' })).toBe(false);
    expect(check('POST', { origin: 'null' })).toBe(false);
    expect(check('POST', { origin: 'not a url' })).toBe(false);
  });

  it('lets through a request with neither header: no browser sent it, so it cannot be forged by a page', () => {
    expect(check('POST', {})).toBe(true);
  });
});
