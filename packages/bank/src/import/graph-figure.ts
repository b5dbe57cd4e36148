/**
 * What an import line's `graph` holds: inline SVG (checked by the figure safety rules and stored
 * as a figure), a figure description as JSON naming its `elements` (the bank's own figure model,
 * drawn by the bank's renderer exactly as the shipped questions' figures are), or anything else
 * (kept as given: an image URL, the spec's graph data JSON).
 * The file import, the CLI and the console read it with this one function (issue 23).
 */
import { describeFigure } from '../figures/describe';
import type { Figure } from '../figures/figure-model';
import { FigureSchema } from '../figures/figure-model';
import { renderFigureSvg } from '../figures/render-svg';
import { checkSvgFigure } from '../figures/svg-figure-check';

/** The size the shipped bank draws its figures at (generate-seed-bank's defaults). */
export const DESCRIBED_FIGURE_SIZE = { width: 600, height: 350 } as const;
/** The alt text of an uploaded SVG, which carries no description of its own. */
export const UPLOADED_FIGURE_ALT = 'Figure for the question';

export type GraphFigure =
  | { kind: 'none' }
  | { kind: 'svg'; svg: string; alt: string }
  | { kind: 'described'; svg: string; alt: string; description: Figure }
  | { kind: 'other'; value: string };

export type GraphFigureResult = { ok: true; figure: GraphFigure } | { ok: false; error: string };

export function readGraphFigure(graph: string | undefined): GraphFigureResult {
  const value = graph?.trim() ?? '';
  if (value === '') return { ok: true, figure: { kind: 'none' } };
  if (value.startsWith('<svg')) {
    const checked = checkSvgFigure(value);
    if (!checked.ok) return { ok: false, error: checked.error };
    return { ok: true, figure: { kind: 'svg', svg: value, alt: UPLOADED_FIGURE_ALT } };
  }
  // A figure description names its `elements`; other JSON (the graph data of docs/product.md
  // §12.3, `{ properties, xml }`) is kept as given, as imports always did.
  if (value.startsWith('{') && value.includes('"elements"')) {
    let json: unknown;
    try {
      json = JSON.parse(value);
    } catch {
      return { ok: false, error: 'graph: a figure description must be valid JSON' };
    }
    const parsed = FigureSchema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first && first.path.length > 0 ? ` at ${first.path.join('.')}` : '';
      return {
        ok: false,
        error: `graph: not a figure description${where} (${first?.message ?? 'invalid'})`,
      };
    }
    const svg = renderFigureSvg(parsed.data, DESCRIBED_FIGURE_SIZE);
    return {
      ok: true,
      figure: {
        kind: 'described',
        svg,
        alt: describeFigure(parsed.data),
        description: parsed.data,
      },
    };
  }
  return { ok: true, figure: { kind: 'other', value } };
}
