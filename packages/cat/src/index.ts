/**
 * @exam/cat: computerized adaptive testing on item response theory. Pure: no I/O, no clock, no
 * Math.random; every random choice comes from a seed.
 */
export { createCatEngine, type CatEngine } from './engine';
export { CatSession, type HistoryEntry, type SessionStart } from './session';
export type { CatItem } from './item-bank';
export { defaultOptions, type CatOptions, type AbilityEstimator } from './options';
export type { ExposureSnapshot } from './exposure';
export type { StopReason, TimeState } from './stopping';
export type { LessonScore } from './scoring';
export type { SelectionCriterion } from './selection/select-item';
export {
  probability,
  information,
  testInformation,
  expectedSlope,
  type ItemParameters,
} from './irt';
export { createGrid, normalWeights, type Grid } from './grid';
export { createRng, mixSeed, normalDraw, type Rng } from './rng';
export { toTheta, type Theta, type Probability, type Information } from './units';
export {
  calibrateEm,
  type ResponseMatrix,
  type CalibratedItem,
  type EmOptions,
} from './calibration/em';
export { updateEloDifficulty, type EloState } from './calibration/elo';
export {
  initialBeliefs,
  updateBelief,
  leaveOneOut,
  type CalibrationError,
  type ItemBelief,
} from './calibration/online';
export { createOnlineCalibrator, type OnlineCalibrator } from './calibration/online-calibrator';
export {
  MASTERY_LEVELS,
  lessonMastery,
  masteryLevelsAt,
  type MasteryLevel,
  type MasteryAnswer,
  type MasteryLesson,
  type LessonMasteryResult,
} from './mastery';
