export * from './rng';
export * from './lessons';
export * from './model/item';
export * from './figures/figure-model';
export { renderFigureSvg, escapeXml, FIGURE_COLORS, FONT_STACK } from './figures/render-svg';
export type { RenderOptions } from './figures/render-svg';
export { describeFigure } from './figures/describe';
export { checkAnswer, UNREADABLE_REASON } from './checker/check-answer';
export type { CheckableQuestion, CheckResult, McqMode } from './checker/check-answer';
export { parseMathValue, parseMathList } from './checker/parse-math';
export { inferAnswerKind, parsePoint, unmarkableReason } from './checker/answer-kind';
export { parseGeneralSolution } from './checker/general-solution';
export { findUnit } from './checker/units';
export type { Unit } from './checker/units';
export type { ParsedValue } from './checker/parse-math';
export { parseQuestionText } from './text/parse-question-text';
export type { TextSegment } from './text/parse-question-text';
export { GRAPH_MAX_LENGTH, ImportLineSchema, TEXT_MAX_LENGTH } from './import/import-schema';
export type { ImportLine } from './import/import-schema';
export { parseImportFile, parseImportLine } from './import/parse-import-file';
export type {
  ImportedItem,
  ImportError,
  ImportLineIssue,
  ImportLineResult,
  ImportResult,
} from './import/parse-import-file';
export { readGraphFigure, UPLOADED_FIGURE_ALT } from './import/graph-figure';
export type { GraphFigure, GraphFigureResult } from './import/graph-figure';
export { toExportLine } from './import/to-export-line';
export type { ExportableItem } from './import/to-export-line';
export { generateSeedBank, seedBankItems, DEFAULT_PER_TEMPLATE } from './seed/generate-seed-bank';
export { canonicalJson, SHIPPED_BANK_FINGERPRINT, SHIPPED_BANK_SEED } from './seed/shipped-bank';
export type { SeedItem, SeedFigure, SeedOptions } from './seed/generate-seed-bank';
export { bankStats } from './seed/bank-stats';
export type { BankStats } from './seed/bank-stats';
export { bankDepth, bandOf, EASY_BELOW, HARD_ABOVE } from './seed/bank-depth';
export type { BankDepth, DepthItem, LessonDepth, Spread } from './seed/bank-depth';
export { ALL_TEMPLATES, findTemplate } from './templates';
