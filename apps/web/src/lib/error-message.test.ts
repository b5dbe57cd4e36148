import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from './api-client';
import { GenericErrors, getErrorMessage } from './error-message';

const loginTexts = {
  fallback: 'Authentication failed',
  network: 'No response from server',
  setup: 'Error setting up request',
  unknown: 'Login failed',
};

describe('getErrorMessage', () => {
  it("shows the server's own message when it sent one", () => {
    const error = new ApiRequestError({ status: 401, serverMessage: 'Invalid email or password' });
    expect(getErrorMessage(error, loginTexts)).toBe('Invalid email or password');
  });

  it("falls back to the screen's text when the server sent no message", () => {
    expect(getErrorMessage(new ApiRequestError({ status: 502 }), loginTexts)).toBe(
      'Authentication failed',
    );
    expect(getErrorMessage(new ApiRequestError({ status: 500 }))).toBe('An error occurred');
  });

  it('says there was no response on a network failure', () => {
    expect(getErrorMessage(new NetworkError(), loginTexts)).toBe('No response from server');
    expect(getErrorMessage(new NetworkError())).toBe(
      'No response from server. Please check your internet connection.',
    );
  });

  it('reports a request that could not be set up', () => {
    expect(getErrorMessage(new TypeError('bad header'), loginTexts)).toBe(
      'Error setting up request',
    );
    expect(getErrorMessage(new Error('x'))).toBe(GenericErrors.setup);
  });

  it('uses the unknown text when something other than an Error was thrown', () => {
    expect(getErrorMessage('boom', loginTexts)).toBe('Login failed');
    expect(getErrorMessage(undefined)).toBe('An error occurred');
  });
});
