import {
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  ROLES,
  type Role,
  SESSION_TTL_SECONDS,
  StorageKeys,
  type User,
} from '@exam/contract';
import {
  readStored as read,
  readTabStored as readTab,
  writeStored as write,
  writeTabStored as writeTab,
} from './local-storage';
import { openSessionChannel, postSessionMessage, type SessionMessage } from './session-channel';

/**
 * Everything the web app keeps in the browser (docs/product.md §3, docs/product.md §7): the session token, the
 * signed-in user (JSON) and, with Remember me, the e-mail address. Never a password, in any form.
 *
 * Where the session lives (docs/decisions/024, a departure from the spec's storage table): with
 * Remember me in localStorage (it outlives the browser, like the 30-day token); without it in
 * sessionStorage under the same keys, so closing the browser ends it, which matters on a shared
 * school computer. The other open tabs share a tab-kept session through session-channel.ts: a new
 * tab asks for it, and a sign-in or sign-out in one tab reaches them all.
 * Subscribers (React's useSyncExternalStore) hear about changes made here and in other tabs.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

const sessionKeys: readonly string[] = [StorageKeys.token, StorageKeys.user];

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || sessionKeys.includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The tab's own session first (a sign-in without Remember me), else the remembered one. */
function tabToken(): string | null {
  return readTab(StorageKeys.token) || null;
}

export function getToken(): string | null {
  return tabToken() ?? (read(StorageKeys.token) || null);
}

/** Authenticated means a token exists (docs/product.md §4); the server still checks it on every call. */
export function isAuthenticated(): boolean {
  return getToken() !== null;
}

/** The user that goes with the token: from the same storage. */
export function getStoredUserJson(): string | null {
  return tabToken() ? readTab(StorageKeys.user) : read(StorageKeys.user);
}

type StoredUser = Omit<User, 'role' | 'language'> & { role?: unknown; language?: unknown };

function isUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.username === 'string' &&
    typeof candidate.email === 'string'
  );
}

/**
 * A user stored before roles existed (issue 23) has none: it reads as a student until
 * GET /api/auth/me refreshes it. The role only shapes what the app shows; the server decides.
 */
const roleOf = (value: unknown): Role =>
  (ROLES as readonly unknown[]).includes(value) ? (value as Role) : 'student';

/** A user stored before issue 24 has no language: English, until GET /api/auth/me says. */
const languageOf = (value: unknown): InterfaceLanguage =>
  (INTERFACE_LANGUAGES as readonly unknown[]).includes(value) ? (value as InterfaceLanguage) : 'en';

export function parseStoredUser(json: string | null): User | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return isUser(parsed)
      ? {
          id: parsed.id,
          username: parsed.username,
          email: parsed.email,
          role: roleOf(parsed.role),
          language: languageOf(parsed.language),
        }
      : null;
  } catch {
    return null;
  }
}

export function getStoredUser(): User | null {
  return parseStoredUser(getStoredUserJson());
}

const userJsonOf = ({ id, username, email, role, language }: User) =>
  JSON.stringify({ id, username, email, role, language });

/** Remember me: localStorage; otherwise this tab's sessionStorage. The other place is emptied. */
function place(token: string, userJson: string | null, remember: boolean): void {
  const [keep, drop] = remember ? [write, writeTab] : [writeTab, write];
  keep(StorageKeys.token, token);
  keep(StorageKeys.user, userJson);
  drop(StorageKeys.token, null);
  drop(StorageKeys.user, null);
}

export type SessionOptions = {
  /** Remember me was ticked: keep the session after the browser closes (30-day token). */
  remember?: boolean;
};

/** A new session (sign-in, sign-up, social sign-in), announced to the other open tabs. */
export function storeSession(token: string, user: User, options: SessionOptions = {}): void {
  const remember = options.remember === true;
  const userJson = userJsonOf(user);
  place(token, userJson, remember);
  notify();
  postSessionMessage({ type: 'session', token, userJson, remember });
}

/** A token whose user is fetched next (the provider callbacks); storeUser completes it. */
export function storeToken(token: string, options: SessionOptions = {}): void {
  const remember = options.remember === true;
  place(token, null, remember);
  notify();
  postSessionMessage({ type: 'session', token, userJson: null, remember });
}

/** The signed-in user, refreshed beside the token wherever it lives. */
export function storeUser(user: User): void {
  const token = getToken();
  const userJson = userJsonOf(user);
  if (token === null || userJson === getStoredUserJson()) return;
  const remember = tabToken() === null;
  (remember ? write : writeTab)(StorageKeys.user, userJson);
  notify();
  postSessionMessage({ type: 'session', token, userJson, remember });
}

export function clearSession(): void {
  const token = getToken();
  for (const erase of [write, writeTab]) {
    erase(StorageKeys.token, null);
    erase(StorageKeys.user, null);
  }
  write(StorageKeys.emailVerified, null);
  notify();
  postSessionMessage({ type: 'signed-out', token });
}

/**
 * What a student's work leaves in this browser besides the session: the running exam, trial and
 * practice mirrored for a fast first paint (with a typed answer not yet sent), and the profile
 * prompt's 'Not now'. A student who signs out, or deletes the account, on a shared school computer
 * must not leave them to the next pupil, so those two call this. A session that merely expires
 * (a 401) keeps them: the same student signs in again and goes on where they were.
 */
const WORK_KEYS: readonly string[] = [
  StorageKeys.examState,
  StorageKeys.examQuestionIndex,
  StorageKeys.examTopic,
  StorageKeys.practiceState,
  StorageKeys.trialState,
  StorageKeys.examAnswerDraft,
  StorageKeys.trialAnswerDraft,
  StorageKeys.profilePromptDismissed,
];

export function forgetWorkOnThisDevice(): void {
  for (const erase of [write, writeTab]) {
    for (const key of WORK_KEYS) erase(key, null);
  }
}

// --- Sharing a tab-kept session with the other tabs (docs/decisions/024) ---

let waitingForTabs = false;

/**
 * True while a tab opened without a session waits (briefly) for another tab's answer: signed-in
 * screens wait instead of sending the student to /login.
 */
export function isWaitingForSession(): boolean {
  return waitingForTabs;
}

function onSessionMessage(message: SessionMessage): void {
  switch (message.type) {
    case 'ask': {
      const token = tabToken();
      if (token) {
        postSessionMessage({ type: 'answer', token, userJson: readTab(StorageKeys.user) });
      }
      return;
    }
    case 'answer':
      if (getToken() === null) place(message.token, message.userJson, false);
      waitingForTabs = false;
      notify();
      return;
    case 'session':
      // Another tab signed in (or refreshed the user): this tab follows, as with one shared store.
      waitingForTabs = false;
      if (message.remember) {
        writeTab(StorageKeys.token, null);
        writeTab(StorageKeys.user, null);
      } else {
        writeTab(StorageKeys.token, message.token);
        writeTab(StorageKeys.user, message.userJson);
      }
      notify();
      return;
    case 'signed-out':
      if (tabToken() !== null && tabToken() === message.token) {
        writeTab(StorageKeys.token, null);
        writeTab(StorageKeys.user, null);
      }
      notify();
      return;
  }
}

/** Seconds a token is valid for, from its own claims; undefined when it is not a readable JWT. */
function lifetimeOf(token: string): number | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { iat, exp } = JSON.parse(json) as { iat?: unknown; exp?: unknown };
    return typeof iat === 'number' && typeof exp === 'number' ? exp - iat : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Once per page load, before the first render: a short session that an older version of the app
 * left in localStorage (every session went there) moves to this tab, so it ends with the browser
 * like a new one; then the tab joins the others and, without a session, asks them for theirs and
 * waits at most `waitMs`.
 */
export function startSessionSharing(waitMs = 200): void {
  const stored = read(StorageKeys.token);
  const lifetime = stored ? lifetimeOf(stored) : undefined;
  if (stored && !tabToken() && lifetime !== undefined && lifetime <= SESSION_TTL_SECONDS + 60) {
    place(stored, read(StorageKeys.user), false);
  }
  if (!openSessionChannel(onSessionMessage) || getToken() !== null) return;
  waitingForTabs = true;
  postSessionMessage({ type: 'ask' });
  setTimeout(() => {
    if (!waitingForTabs) return;
    waitingForTabs = false;
    notify();
  }, waitMs);
}

/** Older versions stored an obfuscated password here; it is only ever deleted (docs/product.md §7). */
export function removeLegacyRememberedPassword(): void {
  write(StorageKeys.legacyRememberedPassword, null);
}

export function getRememberedEmail(): string | null {
  const email = read(StorageKeys.rememberedEmail);
  return email ? email : null;
}

/** Remember me keeps only the e-mail address for pre-fill; unticked, it is forgotten. */
export function applyRememberMe(email: string, rememberMe: boolean): void {
  const trimmed = email.trim();
  write(StorageKeys.rememberedEmail, rememberMe && trimmed ? trimmed : null);
}
