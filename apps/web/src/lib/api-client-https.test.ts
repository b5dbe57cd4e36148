// @vitest-environment-options {"url": "https://exam.example.test/dashboard"}
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render';
import { apiRequest } from './api-client';

/**
 * Over https the server names the XSRF cookie `__Host-XSRF-TOKEN` (issue 17, finding 10); the
 * client must echo that one. This file's page is https (the environment option above).
 */
function headersOf(call: Parameters<typeof fetch> | undefined): Headers {
  return new Headers(call?.[1]?.headers);
}

beforeEach(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; secure`;
  }
});

describe('apiRequest over https', () => {
  it('echoes the __Host-XSRF-TOKEN cookie in X-XSRF-TOKEN', async () => {
    document.cookie = '__Host-XSRF-TOKEN=host-value; Path=/; Secure; SameSite=Strict';
    expect(window.location.protocol).toBe('https:');
    expect(document.cookie).toContain('__Host-XSRF-TOKEN=host-value');
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ message: 'ok' })));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/api/auth/forgot-password', { method: 'POST', body: { email: 'a@b.co' } });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(fetchMock.mock.calls[0]).get('X-XSRF-TOKEN')).toBe('host-value');
  });

  it('prefers the __Host- cookie to a plain one left from before', async () => {
    document.cookie = 'XSRF-TOKEN=old-plain; Path=/';
    document.cookie = '__Host-XSRF-TOKEN=host-value; Path=/; Secure';
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ message: 'ok' })));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/api/auth/forgot-password', { method: 'POST', body: { email: 'a@b.co' } });

    expect(headersOf(fetchMock.mock.calls[0]).get('X-XSRF-TOKEN')).toBe('host-value');
  });

  it('asks an API route for the cookie first when the browser has none, then echoes it', async () => {
    const fetchMock = vi.fn<typeof fetch>((input) => {
      if (input === '/api/config') {
        document.cookie = '__Host-XSRF-TOKEN=fresh; Path=/; Secure';
        return Promise.resolve(jsonResponse({ supportEmail: 's@x', providers: {} }));
      }
      return Promise.resolve(jsonResponse({ name: 'Cairo' }, { status: 201 }));
    });
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('/api/location/cities', { method: 'POST', body: { name: 'Cairo' } });

    expect(fetchMock.mock.calls.map(([input]) => input)).toEqual([
      '/api/config',
      '/api/location/cities',
    ]);
    expect(headersOf(fetchMock.mock.calls[1]).get('X-XSRF-TOKEN')).toBe('fresh');
  });
});
