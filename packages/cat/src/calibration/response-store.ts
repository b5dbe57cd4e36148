/**
 * The responses of finished tests, kept for re-estimating item parameters: one flat, growable
 * pair of typed arrays (item index, correct) with an offset per test and the test's ability
 * prior. About 5 bytes a response, so a million answers take 5 MB.
 */
export class ResponseStore {
  private itemsBuf = new Int32Array(1024);
  private correctBuf = new Uint8Array(1024);
  private startsBuf = new Int32Array(65);
  private priorsBuf = new Float64Array(128);
  /** Number of responses and of tests stored. */
  size = 0;
  tests = 0;

  /** Appends one finished test. */
  add(
    items: readonly number[],
    correct: readonly boolean[],
    prior: { mean: number; sd: number },
  ): void {
    const need = this.size + items.length;
    if (need > this.itemsBuf.length) {
      const capacity = Math.max(need, 2 * this.itemsBuf.length);
      const nextItems = new Int32Array(capacity);
      nextItems.set(this.itemsBuf);
      this.itemsBuf = nextItems;
      const nextCorrect = new Uint8Array(capacity);
      nextCorrect.set(this.correctBuf);
      this.correctBuf = nextCorrect;
    }
    if (this.tests + 2 > this.startsBuf.length) {
      const nextStarts = new Int32Array(2 * this.startsBuf.length);
      nextStarts.set(this.startsBuf);
      this.startsBuf = nextStarts;
      const nextPriors = new Float64Array(4 * this.startsBuf.length);
      nextPriors.set(this.priorsBuf);
      this.priorsBuf = nextPriors;
    }
    for (let k = 0; k < items.length; k += 1) {
      this.itemsBuf[this.size + k] = items[k] as number;
      this.correctBuf[this.size + k] = correct[k] === true ? 1 : 0;
    }
    this.priorsBuf[2 * this.tests] = prior.mean;
    this.priorsBuf[2 * this.tests + 1] = prior.sd;
    this.size = need;
    this.tests += 1;
    this.startsBuf[this.tests] = need;
  }

  /** Item indices of all responses (read-only view of the first `size` entries). */
  get items(): Int32Array {
    return this.itemsBuf.subarray(0, this.size);
  }

  get correct(): Uint8Array {
    return this.correctBuf.subarray(0, this.size);
  }

  /** Responses of test t are [start(t), start(t + 1)). */
  start(t: number): number {
    return this.startsBuf[t] as number;
  }

  prior(t: number): { mean: number; sd: number } {
    return { mean: this.priorsBuf[2 * t] as number, sd: this.priorsBuf[2 * t + 1] as number };
  }
}
