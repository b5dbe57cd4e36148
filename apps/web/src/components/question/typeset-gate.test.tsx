import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the gate: KaTeX not yet loaded (the loader keeps its module per import). */
async function freshGate() {
  vi.resetModules();
  return (await import('./typeset-gate')).TypesetGate;
}

afterEach(() => {
  vi.doUnmock('./katex-renderer');
  vi.useRealTimers();
});

describe('TypesetGate', () => {
  it('draws a question without maths at once', async () => {
    const TypesetGate = await freshGate();
    render(
      <TypesetGate texts={['Which quadrant is the angle in?']}>
        <p>body</p>
      </TypesetGate>,
    );
    expect(screen.getByText('body').parentElement).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('body')).toBeVisible();
  });

  it('keeps a question with maths hidden, in its place, until KaTeX is in', async () => {
    const TypesetGate = await freshGate();
    render(
      <TypesetGate texts={['Find $\\sin 30^\\circ$.']}>
        <p>body</p>
      </TypesetGate>,
    );
    const gate = screen.getByText('body').parentElement;
    expect(gate).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('body')).not.toBeVisible();
    const { loadKatex } = await import('./use-katex');
    await act(() => loadKatex());
    expect(screen.getByText('body')).toBeVisible();
  });

  it('draws the question anyway when KaTeX does not come (offline, a very slow line)', async () => {
    vi.doMock('./katex-renderer', () => new Promise(() => undefined));
    vi.useFakeTimers();
    const TypesetGate = await freshGate();
    const { KATEX_FIRST_PAINT_WAIT_MS } = await import('./use-katex');
    render(
      <TypesetGate texts={['Options', '$\\frac{1}{2}$']}>
        <p>body</p>
      </TypesetGate>,
    );
    expect(screen.getByText('body')).not.toBeVisible();
    await act(() => {
      vi.advanceTimersByTime(KATEX_FIRST_PAINT_WAIT_MS - 1);
      return Promise.resolve();
    });
    expect(screen.getByText('body')).not.toBeVisible();
    await act(() => {
      vi.advanceTimersByTime(1);
      return Promise.resolve();
    });
    expect(screen.getByText('body')).toBeVisible();
  });
});
