// The codes printed on gift vouchers: 85 random bits that cannot be guessed, written in Crockford's base 32 (no I, L,
// O or U, so nothing reads as another letter), in three groups of six with a check character at the end that
// catches every single mistyped character and every swap of two neighbours (a weighted sum over the finite field of
// 32 elements, the check symbol of a Reed–Solomon code; Luhn mod 32 would miss a swap of „0“ and „Z“). A code typed
// with spaces, lower case, O for 0 or I/L for 1 still reads as the same code.
// Written here rather than taken from a library: the generation is a secure random index per character (the caller
// passes crypto.randomInt), and the check character is a dozen lines of a published construction no maintained
// package offers for base 32 (decision 054).

/** Crockford's base 32 alphabet. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE = ALPHABET.length;
/** Random characters per code: 17 × 5 = 85 bits. */
const RANDOM_CHARACTERS = 17;
const GROUP = 6;
/** A code as stored and compared: the 17 random characters and the check character, no separators. */
export const VOUCHER_CODE_LENGTH = RANDOM_CHARACTERS + 1;

/** Multiplication in GF(32), the field of 5-bit symbols modulo the primitive polynomial x⁵ + x² + 1. */
function times(a: number, b: number): number {
  let product = 0;
  for (let bit = 0; bit < 5; bit++) if ((b >> bit) & 1) product ^= a << bit;
  for (let bit = 9; bit >= 5; bit--) if ((product >> bit) & 1) product ^= 0b100101 << (bit - 5);
  return product;
}

/**
 * The check character: the sum of each character times x to the power of its position (1, 2, …) in GF(32). A mistyped
 * character changes the sum by a non-zero multiple of a power of x; a swap of two different neighbours by their
 * difference times xⁱ(1 + x), never zero either; so the check never matches after one of them.
 */
function checkCharacter(payload: string): string {
  let sum = 0;
  let weight = 1;
  for (const character of payload) {
    weight = times(weight, 2);
    sum ^= times(ALPHABET.indexOf(character), weight);
  }
  return ALPHABET[sum]!;
}

/** A new code, normalized (18 characters, no separators); `randomIndex` must be a secure source (crypto.randomInt). */
export function newVoucherCode(randomIndex: (size: number) => number): string {
  let payload = '';
  for (let index = 0; index < RANDOM_CHARACTERS; index++) payload += ALPHABET[randomIndex(BASE)];
  return payload + checkCharacter(payload);
}

/**
 * The code as typed, normalized (upper case, separators and spaces dropped, O read as 0, I and L as 1), or null when
 * it is not a voucher code: the wrong length, a character outside the alphabet, or a check character that does not
 * match (a typo).
 */
export function normalizeVoucherCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replaceAll(/[\s\-–_.]/g, '')
    .replaceAll('O', '0')
    .replaceAll(/[IL]/g, '1');
  if (code.length !== VOUCHER_CODE_LENGTH || [...code].some((character) => !ALPHABET.includes(character))) return null;
  return checkCharacter(code.slice(0, -1)) === code.slice(-1) ? code : null;
}

/** The code as printed and mailed: three groups of six, „K7QM3V-XD9HTA-RW2PFC“. */
export function formatVoucherCode(code: string): string {
  const groups: string[] = [];
  for (let index = 0; index < code.length; index += GROUP) groups.push(code.slice(index, index + GROUP));
  return groups.join('-');
}

/** The code as shown where others may look (an order, the editors' lists): only its last four characters. */
export const maskedVoucherCode = (code: string): string => `…${code.slice(-4)}`;
