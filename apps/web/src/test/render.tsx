import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { AppProviders } from '../app/providers';

/** Renders the current location so tests can assert where the app navigated. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

type Options = { route?: InitialEntry; path?: string; extraRoutes?: Record<string, ReactElement> };

/** Renders a screen inside the app's providers and a memory router. */
export function renderScreen(
  screen: ReactElement,
  { route = '/', path = '*', extraRoutes = {} }: Options = {},
): RenderResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={screen} />
            {Object.entries(extraRoutes).map(([extraPath, element]) => (
              <Route key={extraPath} path={extraPath} element={element} />
            ))}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </AppProviders>,
  );
}

/** A fetch double answering JSON, recording each call. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Replaces fetch with `handler` (sync or async; throwing means a network failure). */
export function stubFetch(
  handler: (url: string, init?: RequestInit) => Response | Promise<Response>,
) {
  const fetchMock = vi.fn<typeof fetch>((input, init) =>
    Promise.resolve().then(() => handler(urlOf(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Stops the wall clock (Date only; timers still run) for a test that reads a ticking display
 * such as "Time elapsed 1:05": on a loaded machine more than a second can pass between the render
 * and the assertion. Undone by `vi.useRealTimers()` (the setup file calls it after each test).
 */
export function holdTheClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
}

/** stubFetch with the XSRF cookie already set, for screens that POST. */
export function stubFetchWithXsrf(
  handler: (url: string, init?: RequestInit) => Response | Promise<Response>,
) {
  document.cookie = 'XSRF-TOKEN=test-xsrf';
  return stubFetch(handler);
}

/** A stand-in route that shows the navigation state it received (e.g. a report's result). */
export function StateProbe({ title }: { title: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{title}</h1>
      <pre data-testid="probe-state">{JSON.stringify(location.state)}</pre>
    </>
  );
}

/** The navigation state a StateProbe received. */
export function probeState<T = Record<string, unknown>>(): T {
  return JSON.parse(screen.getByTestId('probe-state').textContent ?? 'null') as T;
}

/** The JSON bodies a fetch stub was sent for `path`, in order. */
export function bodiesSentTo<T>(fetchMock: ReturnType<typeof stubFetch>, path: string): T[] {
  return fetchMock.mock.calls
    .filter(([url]) => urlOf(url) === path)
    .map(([, init]) => JSON.parse(init?.body as string) as T);
}
