import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';

/**
 * Everything a page's origin keeps in the browser, as [where, value] pairs: localStorage,
 * sessionStorage, every record of every IndexedDB database and object store, and every cookie
 * of the context (HttpOnly ones included, which page scripts cannot see).
 */
export async function browserStores(page: Page): Promise<[string, string][]> {
  const fromPage = await page.evaluate(async () => {
    const found: [string, string][] = [];
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        found.push([`${name}.${key}`, `${key}=${storage.getItem(key) ?? ''}`]);
      }
    }
    const readStore = (db: IDBDatabase, store: string) =>
      new Promise<[string, string][]>((resolve, reject) => {
        const request = db.transaction(store, 'readonly').objectStore(store).openCursor();
        const rows: [string, string][] = [];
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => {
          const cursor = request.result;
          if (!cursor) return resolve(rows);
          rows.push([
            `indexedDB ${db.name}/${store}`,
            JSON.stringify({ key: cursor.key, value: cursor.value as unknown }),
          ]);
          cursor.continue();
        };
      });
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name as string);
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => resolve(request.result);
      });
      for (const store of Array.from(db.objectStoreNames))
        found.push(...(await readStore(db, store)));
      db.close();
    }
    found.push(['document.cookie', document.cookie]);
    return found;
  });
  const cookies = await page.context().cookies();
  return [
    ...fromPage,
    ...cookies.map((cookie): [string, string] => [
      `cookie ${cookie.name}`,
      `${cookie.name}=${cookie.value}`,
    ]),
  ];
}

/** The password and what could be made of it: encodings, reversed, and common digests. */
export function passwordDerivatives(password: string): [string, string][] {
  const bytes = Buffer.from(password, 'utf8');
  const base64 = bytes.toString('base64');
  const derived: [string, string][] = [
    ['plain', password],
    ['lower case', password.toLowerCase()],
    ['reversed', [...password].reverse().join('')],
    ['base64', base64],
    ['base64 unpadded', base64.replace(/=+$/, '')],
    ['base64url', bytes.toString('base64url')],
    ['hex', bytes.toString('hex')],
    ['hex upper case', bytes.toString('hex').toUpperCase()],
    ['URI-encoded', encodeURIComponent(password)],
    ['form-encoded', new URLSearchParams({ p: password }).toString().slice(2)],
    ['JSON string', JSON.stringify(password).slice(1, -1)],
  ];
  for (const algorithm of ['md5', 'sha1', 'sha256', 'sha512']) {
    const digest = createHash(algorithm).update(bytes).digest();
    derived.push([`${algorithm} hex`, digest.toString('hex')]);
    derived.push([`${algorithm} base64`, digest.toString('base64').replace(/=+$/, '')]);
    derived.push([`${algorithm} base64url`, digest.toString('base64url')]);
  }
  return derived;
}

/** Password-hash formats (PHC strings, bcrypt, scrypt, PBKDF2), whatever their input. */
const HASH_SHAPES = [/\$argon2(id|i|d)\$/i, /\$2[abxy]\$\d\d\$/, /\$scrypt\$/i, /\$pbkdf2/i];

/** The places where the password, a derivative of it, or a password-hash string is stored. */
export function findSecrets(stores: [string, string][], password: string): string[] {
  const derivatives = passwordDerivatives(password);
  const hits: string[] = [];
  for (const [where, value] of stores) {
    // Compare decoded as well: a value may be stored URI-encoded (cookies are).
    let decoded = value;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      // Not URI-encoded text: compare it as it is.
    }
    for (const [what, derivative] of derivatives) {
      if (value.includes(derivative) || decoded.includes(derivative))
        hits.push(`${what} in ${where}`);
    }
    for (const shape of HASH_SHAPES) {
      if (shape.test(value) || shape.test(decoded)) hits.push(`hash string ${shape} in ${where}`);
    }
  }
  return hits;
}
