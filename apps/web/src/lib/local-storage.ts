/**
 * localStorage and sessionStorage that never throw: storage can be missing (privacy modes,
 * sandboxed frames) or full, and every caller keeps working without it (the server holds the
 * truth).
 */
type Area = 'localStorage' | 'sessionStorage';

function store(area: Area): Storage | null {
  try {
    return window[area];
  } catch {
    return null;
  }
}

function reader(area: Area) {
  return (key: string): string | null => {
    try {
      return store(area)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
}

/** Writes `value`, or removes the key when it is null. */
function writer(area: Area) {
  return (key: string, value: string | null): void => {
    try {
      const target = store(area);
      if (!target) return;
      if (value === null) target.removeItem(key);
      else target.setItem(key, value);
    } catch {
      // Quota or access errors: nothing is mirrored for this page view.
    }
  };
}

/** localStorage: kept across browser restarts, shared by the site's tabs. */
export const readStored = reader('localStorage');
export const writeStored = writer('localStorage');

/** sessionStorage: this tab only, gone when the tab (or the browser) closes. */
export const readTabStored = reader('sessionStorage');
export const writeTabStored = writer('sessionStorage');
