import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client.ts';
import { adminFetch, handleApiError, isSessionError, subscribeSessionProblems } from './session-expiry.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session problems', () => {
  it('recognises 401 and 403 API errors, nothing else', () => {
    expect(isSessionError(new ApiRequestError(401, 'unauthorized', 'x'))).toBe(true);
    expect(isSessionError(new ApiRequestError(403, 'forbidden', 'x'))).toBe(true);
    expect(isSessionError(new ApiRequestError(404, 'not_found', 'x'))).toBe(false);
    expect(isSessionError(new ApiRequestError(422, 'validation_failed', 'x'))).toBe(false);
    expect(isSessionError(new Error('network'))).toBe(false);
  });

  it('reports them to every subscriber until it unsubscribes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSessionProblems(listener);
    handleApiError(new ApiRequestError(401, 'unauthorized', 'x'));
    handleApiError(new ApiRequestError(500, 'internal_error', 'x'));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    handleApiError(new ApiRequestError(403, 'forbidden', 'x'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('adminFetch sends same-origin credentials and reports a 401 or 403 answer', async () => {
    const fetchMock = vi.fn(async (_input: string | URL, init?: RequestInit) => {
      expect(init?.credentials).toBe('same-origin');
      return new Response('{}', { status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const listener = vi.fn();
    const unsubscribe = subscribeSessionProblems(listener);
    const response = await adminFetch('/api/admin/appointments');
    expect(response.status).toBe(401);
    expect(listener).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    await adminFetch('/api/admin/appointments');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
