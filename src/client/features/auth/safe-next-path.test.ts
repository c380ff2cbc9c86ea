import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next-path.ts';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeNextPath('/admin/calendar')).toBe('/admin/calendar');
    expect(safeNextPath('/admin/orders/42?tab=services#notes')).toBe('/admin/orders/42?tab=services#notes');
    expect(safeNextPath('/admin/technician/abc')).toBe('/admin/technician/abc');
  });

  it('falls back to /admin for a missing, foreign or tricky target', () => {
    for (const next of [
      null,
      undefined,
      '',
      'admin',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?next=/admin',
    ]) {
      expect(safeNextPath(next), String(next)).toBe('/admin');
    }
  });

  it('normalises dot segments instead of following them off the site', () => {
    expect(safeNextPath('/admin/../admin/calendar')).toBe('/admin/calendar');
  });
});

describe('loginPathFor', () => {
  it('asks to come back to the page, encoded', () => {
    expect(loginPathFor({ pathname: '/admin/calendar', search: '?date=2026-11-23', hash: '' })).toBe(
      '/login?next=%2Fadmin%2Fcalendar%3Fdate%3D2026-11-23',
    );
  });

  it('needs no next for the default page', () => {
    expect(loginPathFor({ pathname: '/admin', search: '', hash: '' })).toBe('/login');
  });
});
