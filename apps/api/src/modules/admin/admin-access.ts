import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../plugins/auth';
import type { SessionDeps } from '../auth/session.service';
import { authenticate } from '../auth/session.service';
import type { UserRecord } from '../auth/users.repository';
import { tokensMatch } from './local-admin-token';

/**
 * Who may administer the server (decision 022): whoever holds the local admin token
 * (DATA_DIR/admin-token) and calls from this machine, and (issue 23, decision 044) a signed-in
 * account whose role is 'admin', read again with its session on every request.
 */
export type AdminIdentity = { kind: 'local' } | { kind: 'user'; userId: string };

export type AdminCheck =
  | { ok: true; admin: AdminIdentity }
  /** 401: no credential, or one that is not valid. 403: a valid student session. */
  | { ok: false; status: 401 | 403 };

export interface AdminAccessDeps extends SessionDeps {
  /** Undefined: no local administrator (only accounts could be, once roles exist). */
  localToken: string | undefined;
}

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/;
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/**
 * A request from this machine that no proxy relayed: the socket's peer is a loopback address
 * (or the server's own address, when it listens on one interface only), and it carries no
 * forwarding header. A proxy on the same machine (nginx) connects from the loopback too, but
 * always adds X-Forwarded-For (docs/deployment/nginx.conf), so what it relays is not local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const remote = request.socket.remoteAddress ?? '';
  return LOOPBACK.test(remote) || (remote !== '' && remote === request.socket.localAddress);
}

/** Whether an account may administer the server: its role is 'admin' (decision 044). */
export function canAdminister(user: UserRecord): boolean {
  return user.role === 'admin';
}

/**
 * The administrator behind a request. The local token counts only from this machine; anywhere
 * else it is an unknown bearer token (401), so it cannot even be tested from outside. A valid
 * session of a student or teacher is 403: signed in, not allowed.
 */
export async function checkAdmin(
  deps: AdminAccessDeps,
  request: FastifyRequest,
): Promise<AdminCheck> {
  const token = bearerToken(request);
  if (!token) return { ok: false, status: 401 };
  if (deps.localToken && isLocalRequest(request) && tokensMatch(token, deps.localToken)) {
    return { ok: true, admin: { kind: 'local' } };
  }
  const session = await authenticate(deps, token);
  if (!session) return { ok: false, status: 401 };
  if (canAdminister(session.user)) {
    return { ok: true, admin: { kind: 'user', userId: session.user.id } };
  }
  return { ok: false, status: 403 };
}
