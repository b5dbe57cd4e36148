/** A reason the server cannot start that the operator can fix; printed without a stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}
