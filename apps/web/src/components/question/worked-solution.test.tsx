import { screen, waitFor, within } from '@testing-library/react';
import { render } from './test-render';
import { describe, expect, it } from 'vitest';
import { displayStep, WorkedSolution } from './worked-solution';

describe('WorkedSolution', () => {
  it('numbers the steps, one per line, with their math typeset, instead of the explanation', async () => {
    const { container } = render(
      <WorkedSolution
        explanation="The short explanation."
        steps={['$a^2 = 5^2 + 8^2 - 80\\cos 60^\\circ = 49$', 'So $a = \\sqrt{49} = 7$ cm']}
      />,
    );
    expect(screen.getByText('Worked solution')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Worked solution' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent(/^So/);
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2));
    expect(container.querySelector('.katex-error')).toBeNull();
    expect(screen.queryByText('Explanation')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent('The short explanation.');
  });

  it('shows the explanation as before when the question has no steps', () => {
    render(<WorkedSolution explanation="Half of the hypotenuse." steps={[]} />);
    expect(screen.getByText('Explanation')).toBeInTheDocument();
    expect(screen.getByText('Half of the hypotenuse.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows nothing without steps or explanation, and ignores blank steps', () => {
    const { container } = render(<WorkedSolution explanation="  " steps={['', '  ']} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sets a step that is one formula in display style, and leaves any other step as written', () => {
    expect(displayStep('$\\cos L = \\frac{1}{21}$')).toBe(
      '$\\displaystyle \\cos L = \\frac{1}{21}$',
    );
    for (const step of [
      'So $a = 7$ cm',
      '$a = 7$ cm',
      '$$a^2 = 49$$',
      '$a$ and $b$',
      'It costs \\$5',
      '$a = \\$5$',
    ]) {
      expect(displayStep(step)).toBe(step);
    }
  });
});
