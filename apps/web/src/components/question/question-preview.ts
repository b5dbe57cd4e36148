import { mathToPlainText } from './math-to-plain-text';
import { FIGURE_LEAD } from './question-text';

/**
 * A question's text as one plain line for a list (docs/product.md §2.14): math made readable
 * ('$\frac{1}{2}$' -> '1/2'), 'In the opposite figure :' dropped (the figure is shown when the
 * item opens) and white space collapsed. The screen cuts it to one line with an ellipsis.
 */
export function questionPreview(text: string): string {
  const plain = mathToPlainText(text.split(FIGURE_LEAD).join(' '));
  return plain.replace(/\s+/g, ' ').trim();
}
