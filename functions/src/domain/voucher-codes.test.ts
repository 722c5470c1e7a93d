// Gift voucher codes: drawn from a secure source, read back however they are typed (groups, spaces, lower case, O for
// 0, I and L for 1), and every single mistyped character or swap of two neighbours refused by the check character,
// over many random codes.
import { describe, expect, it } from 'vitest';
import { formatVoucherCode, maskedVoucherCode, newVoucherCode, normalizeVoucherCode, VOUCHER_CODE_LENGTH } from './voucher-codes.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODES = 200;
// Any source of indices will do for the checks (the site passes crypto.randomInt; domain tests import no Node modules).
const randomIndex = (size: number) => Math.floor(Math.random() * size);
const codes = Array.from({ length: CODES }, () => newVoucherCode(randomIndex));

describe('voucher codes', () => {
  it('are 18 characters of the alphabet, at least 80 random bits, and valid as drawn', () => {
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{18}$/);
      expect(normalizeVoucherCode(code)).toBe(code);
    }
    expect(VOUCHER_CODE_LENGTH).toBe(18);
    expect((VOUCHER_CODE_LENGTH - 1) * Math.log2(ALPHABET.length)).toBeGreaterThanOrEqual(80);
    expect(new Set(codes).size).toBe(CODES);
  });

  it('draws every character of the alphabet in every random position from the source it is given', () => {
    const drawn = [...ALPHABET].map((_, index) => newVoucherCode(() => index));
    expect(drawn.map((code) => code.slice(0, 17))).toEqual([...ALPHABET].map((character) => character.repeat(17)));
    for (const code of drawn) expect(normalizeVoucherCode(code)).toBe(code);
  });

  it('reads a code typed in groups, with spaces, in lower case, with O for 0 and I or L for 1', () => {
    const code = newVoucherCode(() => 1).slice(0, 17);
    const full = code + normalizeCheck(code);
    const typed = formatVoucherCode(full).toLowerCase().replaceAll('1', 'l').replace('-', ' – ');
    expect(normalizeVoucherCode(typed)).toBe(full);
    expect(normalizeVoucherCode(` ${full.replaceAll('1', 'I')} `)).toBe(full);
    const zeros = newVoucherCode(() => 0);
    expect(normalizeVoucherCode(zeros.replaceAll('0', 'O').toLowerCase())).toBe(zeros);
    expect(normalizeVoucherCode(formatVoucherCode(zeros).replaceAll('-', '.'))).toBe(zeros);
  });

  it('refuses every single mistyped character of many random codes', () => {
    let tried = 0;
    const accepted: string[] = [];
    for (const code of codes) {
      for (let index = 0; index < code.length; index++) {
        for (const other of ALPHABET) {
          if (other === code[index]) continue;
          tried++;
          const typo = code.slice(0, index) + other + code.slice(index + 1);
          if (normalizeVoucherCode(typo) !== null) accepted.push(`${code} → ${typo}`);
        }
      }
    }
    expect(accepted).toEqual([]);
    expect(tried).toBe(CODES * 18 * 31);
  });

  it('refuses every swap of two different neighbours of many random codes, „0“ and „Z“ too', () => {
    let tried = 0;
    const accepted: string[] = [];
    expect(normalizeVoucherCode(swapFirstTwo(`0Z${codes[0]!.slice(2, 17)}`))).toBeNull();
    for (const code of codes) {
      for (let index = 0; index + 1 < code.length; index++) {
        if (code[index] === code[index + 1]) continue;
        tried++;
        const swapped = code.slice(0, index) + code[index + 1] + code[index] + code.slice(index + 2);
        if (normalizeVoucherCode(swapped) !== null) accepted.push(`${code} → ${swapped}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(tried).toBeGreaterThan(CODES * 15);
  });

  it('refuses what is not a code: too short or long, a character outside the alphabet, a missing character', () => {
    const [code] = codes as [string];
    expect(normalizeVoucherCode('')).toBeNull();
    expect(normalizeVoucherCode(code.slice(1))).toBeNull();
    expect(normalizeVoucherCode(`${code}0`)).toBeNull();
    expect(normalizeVoucherCode(`${code.slice(0, 5)}U${code.slice(6)}`)).toBeNull();
    expect(normalizeVoucherCode(`${code.slice(0, 5)}!${code.slice(6)}`)).toBeNull();
    expect(normalizeVoucherCode('SOMMER-2026')).toBeNull();
  });

  it('prints three groups of six and masks all but the last four characters', () => {
    const [code] = codes as [string];
    expect(formatVoucherCode(code)).toBe(`${code.slice(0, 6)}-${code.slice(6, 12)}-${code.slice(12)}`);
    expect(maskedVoucherCode(code)).toBe(`…${code.slice(-4)}`);
  });
});

/** A valid code of this payload with its first two characters swapped. */
function swapFirstTwo(payload: string): string {
  const code = payload + normalizeCheck(payload);
  return code[1]! + code[0]! + code.slice(2);
}

/** The check character of a payload, found by trying: the one character that makes the code valid. */
function normalizeCheck(payload: string): string {
  const valid = [...ALPHABET].filter((character) => normalizeVoucherCode(payload + character) !== null);
  expect(valid).toHaveLength(1);
  return valid[0]!;
}
