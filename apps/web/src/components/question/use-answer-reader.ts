import type * as AnswerReader from '@exam/bank/read-answer';
import { useEffect, useState } from 'react';

type Reader = typeof AnswerReader;

let loaded: Reader | null = null;
let loading: Promise<Reader> | null = null;

/**
 * Loads the bank's answer reader (the checker's own maths parser, packages/bank) once, in its own
 * chunk: only screens with a short-answer field download it (docs/decisions/032). A failed load
 * (offline) may be retried by the next field.
 */
export function loadAnswerReader(): Promise<Reader> {
  loading ??= import('@exam/bank/read-answer').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The answer reader once loaded (null until then, or when it cannot be loaded). */
export function useAnswerReader(): Reader | null {
  const [reader, setReader] = useState<Reader | null>(loaded);
  useEffect(() => {
    if (reader) return;
    let active = true;
    loadAnswerReader().then(
      (module) => {
        if (active) setReader(module);
      },
      () => undefined, // Offline: no preview; the answer is still sent and marked by the server.
    );
    return () => {
      active = false;
    };
  }, [reader]);
  return reader;
}
