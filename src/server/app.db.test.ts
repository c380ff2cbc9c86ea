import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../test/support/test-app.ts';
import { useTestDatabase } from '../../test/support/test-database.ts';
import { MAX_BODY_BYTES } from './app.ts';

const testDb = useTestDatabase();

function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'salon-client-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'prerendered', 'services.html'), '<!doctype html><div id="root"><h1>Our Services</h1></div>');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

describe('HTTP foundation', () => {
  let app: ReturnType<typeof createTestApp>['app'];
  beforeAll(() => {
    app = createTestApp({ db: testDb.db, clientDir: builtClient() }).app;
  });

  it('reports a reachable database at /api/health', async () => {
    const response = await call(app, 'GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: { reachable: true, engine: 'pglite' } });
  });

  it('serves the catalogue without any staff or customer data', async () => {
    const response = await call(app, 'GET', '/api/catalogue');
    expect(response.status).toBe(200);
    const text = JSON.stringify(response.body);
    expect(text).toContain('Hollywood Waxing');
    expect(text).not.toMatch(/@|password|email/i);
  });

  it('sets security headers on every response', async () => {
    const response = await app.request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  describe('errors keep one JSON shape', () => {
    it('404 for unknown API routes', async () => {
      const response = await call(app, 'GET', '/api/no-such-thing');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        error: {
          code: 'not_found',
          key: 'common:refusals.noSuchEndpoint',
          params: {},
          message: 'There is no such API endpoint.',
        },
      });
    });

    it('400 for malformed JSON', async () => {
      const response = await call(app, 'POST', '/api/bookings', '{"serviceIds": [1,', {
        'content-type': 'application/json',
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
      });
    });

    it('415 for a body that is not JSON', async () => {
      const response = await call(app, 'POST', '/api/bookings', 'name=x', {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '6',
      });
      expect(response.status).toBe(415);
      expect(response.body).toMatchObject({ error: { code: 'unsupported_media_type' } });
    });

    it('413 for an oversized body', async () => {
      const response = await call(app, 'POST', '/api/bookings', { notes: 'x'.repeat(MAX_BODY_BYTES + 10) });
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ error: { code: 'payload_too_large' } });
    });

    it('lets bodiless POST and DELETE requests through without a content type', async () => {
      const response = await call(app, 'DELETE', '/api/bookings');
      expect(response.status).not.toBe(415);
    });

    it('compresses text responses for clients that accept it', async () => {
      const response = await app.request('/api/catalogue', { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
    });

    it('never a stack trace', async () => {
      const response = await call(app, 'POST', '/api/bookings', '[[[[', { 'content-type': 'application/json' });
      expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts|node_modules|Error:/);
    });
  });

  describe('the built client', () => {
    it('serves hashed assets with a year-long immutable cache', async () => {
      const response = await app.request('/assets/main-abc123.js');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('serves other static files with a short cache', async () => {
      const response = await app.request('/robots.txt');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    });

    it('serves a prerendered page where one exists', async () => {
      const response = await app.request('/services');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<h1>Our Services</h1>');
    });

    it('falls back to the app shell for client routes, including admin ones', async () => {
      for (const path of ['/booking', '/login', '/admin', '/admin/orders/abc', '/admin/technician/x']) {
        const response = await app.request(path);
        expect(response.status, path).toBe(200);
        expect(await response.text()).toContain('<div id="root"></div>');
      }
    });

    it('answers unknown pages with the shell and a 404 status', async () => {
      const response = await app.request('/no/such/page');
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
    });

    it('does not let a path escape the client folder', async () => {
      const response = await app.request('/assets/../../../../etc/passwd');
      expect(await response.text()).not.toContain('root:');
    });
  });
});

describe('a server whose client is not built', () => {
  it('answers 503 with what to run, and no path of the server', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'salon-unbuilt-')), 'secret-layout', 'dist', 'client');
    const { app } = createTestApp({ db: testDb.db, clientDir: missing });
    for (const path of ['/', '/booking', '/admin']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(503);
      const text = await response.text();
      expect(text).toContain('npm run build');
      expect(text).not.toContain('secret-layout');
      expect(text).not.toMatch(/\/(tmp|work|home|root|var|usr)\b|[A-Z]:\\/);
    }
  });
});
