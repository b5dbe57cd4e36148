/**
 * The other open tabs of this site in this browser (BroadcastChannel, same origin only): how a
 * session kept in one tab's sessionStorage reaches the others (docs/decisions/024). Nothing here
 * reads or writes storage; storage.ts decides what a message means.
 */
export type SessionMessage =
  /** A tab that opened without a session asks whether another tab has one. */
  | { type: 'ask' }
  /** The answer of a tab holding a tab-kept session. */
  | { type: 'answer'; token: string; userJson: string | null }
  /** A sign-in (or a new user record) in a tab; `remember`: it lives in localStorage. */
  | { type: 'session'; token: string; userJson: string | null; remember: boolean }
  /** A sign-out, or a token the server refused, in a tab. */
  | { type: 'signed-out'; token: string | null };

const CHANNEL = 'exam-prep-session';
let channel: BroadcastChannel | null = null;

/** Opens the channel once; false where the browser has none (then each tab keeps its own). */
export function openSessionChannel(onMessage: (message: SessionMessage) => void): boolean {
  if (channel) return true;
  if (typeof BroadcastChannel === 'undefined') return false;
  try {
    channel = new BroadcastChannel(CHANNEL);
  } catch {
    return false;
  }
  channel.onmessage = (event: MessageEvent<SessionMessage>) => onMessage(event.data);
  return true;
}

export function postSessionMessage(message: SessionMessage): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel (the page is going away): the other tabs learn at their next call.
  }
}

/** For tests: closes the channel so the next open starts afresh. */
export function closeSessionChannel(): void {
  channel?.close();
  channel = null;
}
