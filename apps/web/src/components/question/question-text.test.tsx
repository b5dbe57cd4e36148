import { screen, waitFor } from '@testing-library/react';
import { render } from './test-render';
import { describe, expect, it } from 'vitest';
import { QuestionText } from './question-text';
import { loadKatex } from './use-katex';

describe('QuestionText', () => {
  it('shows the TeX source first, then KaTeX markup with MathML once loaded', async () => {
    const { container } = render(<QuestionText text="Find $\frac{1}{2}$ of $$x^2$$" />);
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2));
    expect(container.querySelector('.katex-display')).not.toBeNull();
    expect(container.querySelectorAll('math')).toHaveLength(2);
    expect(container.querySelector('[data-math-source]')).toBeNull();
    expect(container.textContent).toContain('Find ');
  });

  it('renders \\mbox through the \\text macro', async () => {
    await loadKatex();
    const { container } = render(<QuestionText text="$5\mbox{ cm}$" />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('.katex-error')).toBeNull();
  });

  it('shows invalid TeX as its source text without throwing', async () => {
    await loadKatex();
    const { container } = render(<QuestionText text="Bad $\frac{1}{$ and good $y$" />);
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(1));
    const source = container.querySelector('[data-math-source]');
    expect(source).toHaveTextContent('\\frac{1}{');
    expect(container.querySelector('.katex-error')).toBeNull();
  });

  it('underlines the figure lead wherever it appears', () => {
    render(
      <QuestionText text="In the opposite figure : find AB. In the opposite figure : again" />,
    );
    const leads = screen.getAllByText('In the opposite figure :');
    expect(leads).toHaveLength(2);
    for (const lead of leads) expect(lead).toHaveStyle({ textDecoration: 'underline' });
  });

  it('keeps escaped dollars and unclosed dollars as text', () => {
    const { container } = render(<QuestionText text="Costs \$5 or $3" />);
    expect(container).toHaveTextContent('Costs $5 or $3');
    expect(container.querySelector('[data-math-source]')).toBeNull();
  });

  it('renders nothing visible for empty text', () => {
    const { container } = render(<QuestionText text="" />);
    expect(container).toHaveTextContent('');
  });

  it('loads KaTeX once and shares it', async () => {
    const [a, b] = await Promise.all([loadKatex(), loadKatex()]);
    expect(a).toBe(b);
    expect(a.renderMath('x^2', false)).toContain('<math');
    expect(a.renderMath('\\frac{1}{', false)).toBeNull();
  });
});
