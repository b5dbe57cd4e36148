import { Messages, nameProblemMessage, type NameProblem } from '@exam/contract';
import { useLingui } from '@lingui/react';
import { defineTranslator } from '../../i18n/use-t';
import en from './catalog/en.json';

/**
 * The server's texts in the interface's language. The API answers `{ code, message }` with the
 * English of the contract's `Messages` (other clients rely on it), and the forms' own validation
 * uses the same texts; the screens show them through `localMessage`, which finds the English
 * text's message here (`server.<Messages key>`) and gives it in the active language. A text it
 * does not know (a screen's own, or an older server's) is shown as it came.
 */
export const tServer = defineTranslator(en);
type ServerId = keyof typeof en;

/** The field labels the contract puts in its name messages (names.ts, nameProblemMessage). */
const NAME_LABELS = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  city: 'City',
  school: 'School',
  className: 'Class name',
} as const;
const NAME_PROBLEMS: readonly NameProblem[] = ['hidden', 'mixedScripts'];
const GENERIC_IDS = [
  'server.generic.fallback',
  'server.generic.network',
  'server.generic.setup',
] as const satisfies readonly ServerId[];

/**
 * The 429 answers of the per-student limits carry numbers (contract LimitMessages): their English
 * shape, with the limit and the minutes to wait. The unit test checks them on the contract's own
 * output, so a change of wording there fails it.
 */
const LIMITS: readonly { id: ServerId; pattern: RegExp }[] = [
  {
    id: 'server.limit.attemptStarts',
    pattern:
      /^You have started (\d+) exams, trials and practice sessions within an hour\. You can start another in (\d+) minutes?\.$/,
  },
  {
    id: 'server.limit.accountExports',
    pattern:
      /^You have downloaded your data (\d+) times within an hour\. You can download it again in (\d+) minutes?\.$/,
  },
];

let knownTexts: Map<string, ServerId> | undefined;

/** English text -> message id, built on first use. */
function idsByText(): Map<string, ServerId> {
  if (knownTexts) return knownTexts;
  const map = new Map<string, ServerId>();
  for (const key of Object.keys(Messages) as (keyof typeof Messages)[]) {
    // A Messages key without its catalog entry fails the type check here.
    const id: ServerId = `server.${key}` as const;
    map.set(Messages[key], id);
  }
  for (const [key, label] of Object.entries(NAME_LABELS) as [keyof typeof NAME_LABELS, string][]) {
    for (const problem of NAME_PROBLEMS) {
      const id: ServerId = `server.nameProblem.${key}.${problem}` as const;
      map.set(nameProblemMessage(label, problem), id);
    }
  }
  for (const id of GENERIC_IDS) map.set(en[id], id);
  knownTexts = map;
  return map;
}

/** A known English server or validation text in the active language; any other text unchanged. */
export function localMessage(text: string): string {
  const id = idsByText().get(text);
  if (id) return tServer(id);
  for (const { id: limitId, pattern } of LIMITS) {
    const match = pattern.exec(text);
    if (match) return tServer(limitId, { count: Number(match[1]), minutes: Number(match[2]) });
  }
  return text;
}

/** `localMessage` for a component, which then re-renders when the language changes. */
export function useLocalMessage(): (text: string) => string {
  useLingui();
  return localMessage;
}
