/**
 * Whether a request URL addresses the API. Decodes first: the router matches '/%61pi/...' to
 * '/api/...', so a raw prefix check could be walked around with percent-encoding.
 */
export function isApiUrl(url: string): boolean {
  const question = url.indexOf('?');
  const rawPath = question === -1 ? url : url.slice(0, question);
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // Malformed encoding: the router will not match it either; judge the raw path.
  }
  return path === '/api' || path.startsWith('/api/');
}
