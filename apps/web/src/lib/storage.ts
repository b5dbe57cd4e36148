import { StorageKeys, type User } from '@exam/contract';
import { readStored as read, writeStored as write } from './local-storage';

/**
 * Everything the web app keeps in the browser (spec §3, DESIGN.md §3): the session token, the
 * signed-in user (JSON) and, with Remember me, the e-mail address. Never a password, in any form.
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

export function getToken(): string | null {
  const token = read(StorageKeys.token);
  return token ? token : null;
}

/** Authenticated means a token exists (spec §4); the server still checks it on every call. */
export function isAuthenticated(): boolean {
  return getToken() !== null;
}

export function getStoredUserJson(): string | null {
  return read(StorageKeys.user);
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.username === 'string' &&
    typeof candidate.email === 'string'
  );
}

export function parseStoredUser(json: string | null): User | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return isUser(parsed)
      ? { id: parsed.id, username: parsed.username, email: parsed.email }
      : null;
  } catch {
    return null;
  }
}

export function getStoredUser(): User | null {
  return parseStoredUser(getStoredUserJson());
}

export function storeToken(token: string): void {
  write(StorageKeys.token, token);
  notify();
}

export function storeUser(user: User): void {
  const { id, username, email } = user;
  write(StorageKeys.user, JSON.stringify({ id, username, email }));
  notify();
}

export function storeSession(token: string, user: User): void {
  write(StorageKeys.token, token);
  const { id, username, email } = user;
  write(StorageKeys.user, JSON.stringify({ id, username, email }));
  notify();
}

export function clearSession(): void {
  write(StorageKeys.token, null);
  write(StorageKeys.user, null);
  notify();
}

/** Older versions stored an obfuscated password here; it is only ever deleted (DESIGN.md §3). */
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
