/**
 * One generated HTTP request, independent of how it is sent (app.inject or a real socket), with
 * what the generator knows about it: whether the server must refuse it, and which strings in it
 * the server may legitimately echo (an unknown field's name).
 */
export interface FuzzRequest {
  /** How it was made ('valid', 'mutation: drop required examId', ...), printed on failure. */
  label: string;
  /** Certainly invalid: the answer must be 4xx and nothing may be written. */
  mustRefuse: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  /** The raw body text, when there is one. */
  payload?: string;
  /** Client address (rate limits count per IP). */
  ip: string;
  /** Strings taken from the request that an error message may quote back. */
  echoable: string[];
}

/** A compact description for failure messages (long bodies cut). */
export function describeRequest(request: FuzzRequest): string {
  const body = request.payload === undefined ? '' : ` body=${request.payload.slice(0, 300)}`;
  return `[${request.label}] ${request.method} ${request.url.slice(0, 300)} headers=${JSON.stringify(
    request.headers,
  ).slice(0, 300)}${body}`;
}

/** The response as any client sees it. */
export interface FuzzResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}
