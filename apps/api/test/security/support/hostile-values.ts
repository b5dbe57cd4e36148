import fc from 'fast-check';

/**
 * Values no form sends: what an attacker or a broken client puts where a field should be.
 * Kept as data so the fuzz suite and the socket suite draw from the same corpus.
 */
export const hostileStrings = [
  '',
  ' ',
  "' OR '1'='1' --",
  "'; drop table users; --",
  '" onmouseover="alert(1)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x7fffffff',
  '__proto__',
  'constructor',
  'prototype',
  '\u202eevil',
  '\ud800',
  '\ufeffbom',
  'ﾟ･✿ヾ╲(｡◕‿◕｡)╱✿･ﾟ',
  'مرحبا ٣٫١٤',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\r\nSet-Cookie: injected=1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/** Keys that pollute prototypes in naive merges, and keys no schema has. */
export const hostileKeys = ['__proto__', 'constructor', 'prototype', 'isAdmin', 'userId', 'role'];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** Any JSON value of the wrong shape, including deep nesting. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, [], {}, [null], { $gt: '' }),
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 1, max: 200 }).map((depth) => {
    let value: unknown = 'deep';
    for (let level = 0; level < depth; level += 1) value = { a: value };
    return value;
  }),
);

/** Headers a client should not be able to confuse the server with. */
export const hostileContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/jsonx',
  'application/json, text/plain',
  '',
];
