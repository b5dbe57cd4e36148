/**
 * Drawing again, for the bearings and 3-D lessons. A hint may print only numbers the question
 * prints, so a draft whose hint happens to show the key's value (an angle of 57° in a hint when
 * the key is 57.0 km) is drawn again with new numbers; so is a draft that calls `redraw()` (a
 * bearing that rounds to 360°), and so is a draft whose figure, drawn at the shipped size, has
 * a label the figure lint refuses (random lengths can crowd one corner). Mistakes in
 * the wording are not hidden this way: a template whose every draft leaks returns its last
 * draft after a few tries, and the 'help' gate reports it.
 */
import { renderFigureSvg } from '../figures/render-svg';
import { SHIPPED_FIGURE_SIZE } from '../quality/gates';
import { lintFigureSvg } from '../quality/figure-lint';
import { hintGiveawayProblems } from '../quality/help-gates';
import type { Rng } from '../rng';
import type { Draft } from './define-template';
import { Redraw, redraw } from './redraw';

export { redraw };

const MAX_DRAWS = 50;

export function withRedraws(draw: (rng: Rng) => Draft): (rng: Rng) => Draft {
  return (rng) => {
    let last: Draft | undefined;
    for (let i = 0; i < MAX_DRAWS; i += 1) {
      try {
        last = draw(rng);
      } catch (error) {
        if (error instanceof Redraw) continue;
        throw error;
      }
      if (hintGiveawayProblems({ type: 'short_answer', ...last }).length > 0) continue;
      if (
        last.figure &&
        lintFigureSvg(renderFigureSvg(last.figure, SHIPPED_FIGURE_SIZE)).length > 0
      )
        continue;
      return last;
    }
    if (last) return last;
    throw new Error('no draft after many draws');
  };
}

/** A bearing rounded to whole degrees reads 000° near north: such data are drawn again. */
export function avoidNorth(bearing: number): void {
  const rounded = Math.round(bearing);
  if (rounded === 0 || rounded === 360) redraw('the bearing rounds to north');
}
