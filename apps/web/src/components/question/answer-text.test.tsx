import { waitFor } from '@testing-library/react';
import { render } from './test-render';
import { describe, expect, it } from 'vitest';
import { AnswerComparison } from './answer-comparison';
import { loadKatex } from './use-katex';

describe('AnswerComparison', () => {
  it("typesets a short answer's plain maths and an option's $...$ math with KaTeX", async () => {
    await loadKatex();
    const { container } = render(
      <AnswerComparison
        userAnswer="$460^\circ$"
        correctAnswer="√3/2"
        labels={{ user: 'Your answer', correct: 'Correct answer' }}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2));
    expect(container.querySelector('.katex .mfrac')).not.toBeNull();
    expect(container.querySelector('.katex .sqrt')).not.toBeNull();
    expect(container.querySelector('.katex-error')).toBeNull();
    expect(container.querySelector('[data-math-source]')).toBeNull();
  });

  it('shows an answer that is not maths as written', () => {
    const { container } = render(
      <AnswerComparison
        userAnswer="The first quadrant"
        correctAnswer="The third quadrant"
        labels={{ user: 'Your answer', correct: 'Correct answer' }}
      />,
    );
    expect(container.querySelector('.katex')).toBeNull();
    expect(container).toHaveTextContent('The third quadrant');
  });
});
