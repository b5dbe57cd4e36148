import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Crash(): never {
  throw new Error('Failed to fetch dynamically imported module: /assets/login.js');
}

/** The error screen links home, so it renders inside a router as in the app. */
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('RouteErrorBoundary', () => {
  it('replaces a crashed screen with a reload prompt and recovers on another path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary pathname="/login">
        <Crash />
      </RouteErrorBoundary>,
      { wrapper },
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary pathname="/signup">
        <p>Sign-up screen</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Sign-up screen')).toBeInTheDocument();
  });
});
