import { describe, expect, it } from 'vitest';
import { expectedSlope, information, probability, testInformation } from './irt';

describe('3PL/4PL item response function (D = 1)', () => {
  it('gives c + (d - c) / 2 at theta = b', () => {
    expect(probability(0, 1, 0, 0, 1)).toBe(0.5);
    expect(probability(1, 1.5, 1, 0.2, 1)).toBeCloseTo(0.6, 12);
    expect(probability(1, 1.5, 1, 0.2, 0.9)).toBeCloseTo(0.55, 12);
  });

  it('matches the logistic at a hand-computed point', () => {
    // a = 1.2, b = -0.5, c = 0.25, theta = 0.5: 0.25 + 0.75 / (1 + e^-1.2) = 0.8264...
    expect(probability(0.5, 1.2, -0.5, 0.25, 1)).toBeCloseTo(
      0.25 + 0.75 / (1 + Math.exp(-1.2)),
      14,
    );
    expect(probability(0.5, 1.2, -0.5, 0.25, 1)).toBeCloseTo(0.826394, 6);
  });
});

describe('Fisher information', () => {
  it('is a^2 P Q for the 2PL, a^2 / 4 at its peak', () => {
    expect(information(0, 1.5, 0, 0, 1)).toBeCloseTo(0.5625, 12);
    const p = probability(1, 0.8, 0.2, 0, 1);
    expect(information(1, 0.8, 0.2, 0, 1)).toBeCloseTo(0.64 * p * (1 - p), 12);
  });

  it("equals Birnbaum's 3PL formula a^2 (Q/P) ((P - c)/(1 - c))^2", () => {
    for (const theta of [-2, -0.3, 0, 1.1, 3]) {
      const [a, b, c] = [1.3, 0.4, 0.2];
      const p = probability(theta, a, b, c, 1);
      const birnbaum = a * a * ((1 - p) / p) * ((p - c) / (1 - c)) ** 2;
      expect(information(theta, a, b, c, 1)).toBeCloseTo(birnbaum, 12);
    }
  });

  it("equals P'^2 / (P Q) for the 4PL (numerical derivative)", () => {
    const [a, b, c, d] = [1.7, -0.2, 0.15, 0.92];
    for (const theta of [-1.5, 0, 0.7, 2]) {
      const h = 1e-5;
      const dp =
        (probability(theta + h, a, b, c, d) - probability(theta - h, a, b, c, d)) / (2 * h);
      const p = probability(theta, a, b, c, d);
      expect(information(theta, a, b, c, d)).toBeCloseTo((dp * dp) / (p * (1 - p)), 8);
    }
  });

  it("peaks where Lord (1980, eqs. 10-4 and 10-6) says, with Lord's maximum value", () => {
    const [a, b, c] = [1.4, 0.3, 0.2];
    const thetaMax = b + Math.log((1 + Math.sqrt(1 + 8 * c)) / 2) / a;
    const iMax = ((a * a) / (8 * (1 - c) ** 2)) * (1 - 20 * c - 8 * c * c + (1 + 8 * c) ** 1.5);
    expect(information(thetaMax, a, b, c, 1)).toBeCloseTo(iMax, 10);
    expect(information(thetaMax + 0.01, a, b, c, 1)).toBeLessThan(iMax);
    expect(information(thetaMax - 0.01, a, b, c, 1)).toBeLessThan(iMax);
  });

  it('sums item informations into test information', () => {
    const items = [
      { a: 1, b: 0, c: 0, d: 1 },
      { a: 2, b: 1, c: 0.2, d: 1 },
    ];
    expect(testInformation(0.5, items)).toBeCloseTo(
      information(0.5, 1, 0, 0, 1) + information(0.5, 2, 1, 0.2, 1),
      14,
    );
  });
});

describe('expected response function under uncertainty about b', () => {
  it('keeps a when b is exact and flattens it as the SE grows', () => {
    expect(expectedSlope(1.5, 0)).toBe(1.5);
    expect(expectedSlope(1.5, 0.5)).toBeLessThan(1.5);
    expect(expectedSlope(1.5, 1)).toBeLessThan(expectedSlope(1.5, 0.5));
  });

  it('approximates the numerical average of the logistic over b ~ N(b, se^2)', () => {
    const [a, b, se] = [1.5, 0.2, 0.6];
    for (const theta of [-1, 0.5, 1.5]) {
      let total = 0;
      let norm = 0;
      for (let z = -6; z <= 6; z += 0.001) {
        const w = Math.exp(-0.5 * z * z);
        total += w * probability(theta, a, b + se * z, 0, 1);
        norm += w;
      }
      expect(probability(theta, expectedSlope(a, se), b, 0, 1)).toBeCloseTo(total / norm, 2);
    }
  });
});
