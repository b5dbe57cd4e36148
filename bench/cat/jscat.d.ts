/**
 * The part of jsCAT (`@bdelab/jscat`) the benchmark uses. jsCAT is installed only into
 * bench/node_modules (`npm ci --prefix bench`), never by the root install: its dependency
 * `optimization-js` drags in a whole release toolchain, including an old `npm` binary that would
 * shadow the real npm inside `npm run` scripts. Declared here so the root type-check passes
 * whether or not the benchmark's dependencies are installed.
 */
declare module '@bdelab/jscat' {
  export interface Zeta {
    a?: number;
    b?: number;
    c?: number;
    d?: number;
  }
  export interface Stimulus extends Zeta {
    [key: string]: unknown;
  }
  export interface CatInput {
    method?: string;
    itemSelect?: string;
    nStartItems?: number;
    startSelect?: string;
    theta?: number;
    minTheta?: number;
    maxTheta?: number;
    priorDist?: string;
    priorPar?: number[];
    randomSeed?: string | null;
  }
  export class Cat {
    constructor(input?: CatInput);
    get theta(): number;
    get seMeasurement(): number;
    updateAbilityEstimate(zeta: Zeta | Zeta[], answer: (0 | 1) | (0 | 1)[], method?: string): void;
    findNextItem(
      stimuli: Stimulus[],
      itemSelect?: string,
      deepCopy?: boolean,
    ): { nextStimulus: Stimulus | undefined; remainingStimuli: Stimulus[] };
  }
}
