import type { XssPayload } from '../../fixtures/xss-corpus';
import type { HostileQuestion } from './hostile-bank';

/**
 * Which payloads one screen showed: the markers read from it, and for graph payloads (which carry
 * no marker) how the figure of their question came out. A payload the screen never showed would
 * make the run prove nothing about it, so the spec asserts every expected one was seen.
 */
export class ScreenCoverage {
  readonly seen = new Set<string>();
  readonly figures = new Map<string, string>();

  constructor(readonly screen: string) {}

  /** Records one question area: its markers, and its figure's outcome under the graph's id. */
  record(question: HostileQuestion | undefined, markers: readonly string[], figure: string): void {
    for (const marker of markers) this.seen.add(marker);
    if (question?.slots.graph) this.figures.set(question.slots.graph, figure);
  }

  /** Expected payloads (of the given kinds) this screen did not show. */
  missing(corpus: readonly XssPayload[], kinds: readonly XssPayload['kind'][]): string[] {
    return corpus
      .filter((payload) => kinds.includes(payload.kind))
      .filter((payload) =>
        payload.kind === 'graph' ? !this.figures.has(payload.id) : !this.seen.has(payload.id),
      )
      .map((payload) => payload.id);
  }
}

/** The hostile question a screen shows, by the `[q07]` marker its text starts with. */
export function questionByMarker(
  bank: readonly HostileQuestion[],
  markers: readonly string[],
): HostileQuestion | undefined {
  const own = markers.find((marker) => marker.startsWith('q'));
  return bank.find((question) => question.marker === `[${own}]`);
}
