/**
 * localStorage that never throws: storage can be missing (privacy modes, sandboxed frames) or
 * full, and every caller keeps working without it (the server holds the truth).
 */
function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `value`, or removes the key when it is null. */
export function writeStored(key: string, value: string | null): void {
  try {
    const target = store();
    if (!target) return;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
  } catch {
    // Quota or access errors: nothing is mirrored for this page view.
  }
}
