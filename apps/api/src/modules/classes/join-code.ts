import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@exam/contract';

/**
 * A class's join code: JOIN_CODE_LENGTH characters drawn with the operating system's randomness
 * from an alphabet without look-alikes (31^8, about 8.5 x 10^11 codes), so a code is guessed
 * neither from another one nor by trying (joining is rate limited: classes.limits.ts).
 * `draw` is for tests only.
 */
export function newJoinCode(draw: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) {
    code += JOIN_CODE_ALPHABET[draw(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}
