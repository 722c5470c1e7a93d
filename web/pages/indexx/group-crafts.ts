// The crafts under their initials, A to Z, the way readers of the language look them up: „Ölmalerei“ under O
// (umlauts are their base letter, as in a German dictionary), names ordered by the language's collation.

export const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
/** The group of names that begin with neither a letter A–Z nor one with a diacritic over it (digits, signs). */
export const OTHER = '#';

/** The letter a name is filed under: its first letter without diacritics, upper case; OTHER for the rest. */
export function initialOf(name: string): string {
  const first = name.trim().normalize('NFD').charAt(0).toUpperCase();
  return ALPHABET.includes(first) ? first : OTHER;
}

export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

/** Groups in alphabet order (OTHER last), only letters that hold something; each group's names collated. */
export function groupByInitial<T extends { name: string }>(items: readonly T[], locale: string): LetterGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => collator.compare(a.name, b.name))) {
    const letter = initialOf(item.name);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...ALPHABET, OTHER].filter((letter) => groups.has(letter)).map((letter) => ({ letter, items: groups.get(letter)! }));
}

/** The anchor of a letter's section (the jump bar links to it). */
export const letterId = (letter: string) => (letter === OTHER ? 'letter-other' : `letter-${letter.toLowerCase()}`);
/** The anchor of a craft's entry (related crafts link to it). */
export const craftId = (slug: string) => `craft-${slug}`;
