import { screen, waitFor } from '@testing-library/react';
import { render } from './test-render';
import { describe, expect, it } from 'vitest';
import { READ_AS_UNREADABLE, ReadAsPreview } from './read-as-preview';

const preview = () => screen.getByTestId('read-as');

describe('ReadAsPreview', () => {
  it('typesets how the checker reads an expression, with its value', async () => {
    render(<ReadAsPreview id="p" value="2π/3" />);
    await waitFor(() => expect(preview().querySelector('.katex')).not.toBeNull());
    expect(preview()).toHaveTextContent(/^Read as:/);
    expect(preview()).toHaveTextContent('≈ 2.094');
    // The reading's grouping: a fraction whose numerator is 2π.
    expect(preview().querySelector('annotation')).toHaveTextContent('\\frac{2 \\pi}{3}');
  });

  it('shows the grouping the checker uses, so √3/2 and √(3/2) differ', async () => {
    const { rerender } = render(<ReadAsPreview id="p" value="√3/2" />);
    await waitFor(() => expect(preview()).toHaveTextContent('≈ 0.866'));
    rerender(<ReadAsPreview id="p" value="√(3/2)" />);
    await waitFor(() => expect(preview()).toHaveTextContent('≈ 1.225'));
  });

  it('reads lists and words', async () => {
    const { rerender } = render(<ReadAsPreview id="p" value="30, 150" />);
    await waitFor(() => expect(preview().querySelector('annotation')).not.toBeNull());
    expect(preview().querySelector('annotation')).toHaveTextContent('30,\\ 150');
    rerender(<ReadAsPreview id="p" value="no solution" />);
    expect(preview()).toHaveTextContent('Read as words: “no solution”');
  });

  it('says plainly when it cannot read the input, and nothing for an empty field', async () => {
    const { rerender } = render(<ReadAsPreview id="p" value="3++" />);
    await waitFor(() => expect(preview()).toHaveTextContent(`Read as: ${READ_AS_UNREADABLE}`));
    rerender(<ReadAsPreview id="p" value="  " />);
    expect(preview()).toBeEmptyDOMElement();
  });

  it('never gives a verdict: it is told only what was typed', async () => {
    for (const value of ['4', '5', 'x']) {
      const { unmount } = render(<ReadAsPreview id="p" value={value} />);
      await waitFor(() => expect(preview()).toHaveTextContent(/^Read as/));
      expect(preview()).not.toHaveTextContent(/correct|right|wrong|incorrect/i);
      unmount();
    }
  });
});
