/**
 * The site's one way of writing about people in German (web/locales/README.md): neutral wording first („die
 * Redaktion“, „Teilnehmende“, „ohne Vorkenntnisse“), and where a person noun cannot be avoided the gender colon
 * („Kursleiter:innen“). Every other style a reader would notice side by side is a slip: the generic masculine, the
 * pair form („Anfängerinnen und Anfänger“), the asterisk, the underscore, the slash, brackets and the binnen-I.
 *
 * The catalog lint (web/lib/i18n/catalog-lint.ts) and the demo content's test (functions/src/seed) both use this one
 * rule. Pure, shared with the browser.
 */
export interface GenderSlip {
  found: string;
  instead: string;
}

const colon = 'neutral („Teilnehmende“, „ohne Vorkenntnisse“, „alle, die …“) oder mit Doppelpunkt („Kursleiter:innen“)';

/** Person nouns the site's texts would otherwise use in the generic masculine; the list grows with the texts. */
const personNouns = [
  'Teilnehmer', 'Besucher', 'Nutzer', 'Benutzer', 'Kursleiter', 'Lehrer', 'Betreiber', 'Autoren', 'Anbieter',
  'Veranstalter', 'Einsteiger', 'Organisatoren', 'Anfänger', 'Künstler', 'Handwerker', 'Tischler', 'Drechsler',
  'Buchbinder', 'Designer', 'Gestalter', 'Studenten', 'Bewohner', 'Leser', 'Mitarbeiter',
  'Inhaber', 'Besitzer', 'Gründer', 'Kunden',
];

const styles: Array<{ pattern: RegExp; instead: string }> = [
  // Generic masculine: the noun (with a plural or case ending) not followed by the colon form. What one named man
  // is („Felix ist Tischler“, „Tarek ist gelernter Buchbinder“) is no generic masculine.
  { pattern: new RegExp(`(?<![\\p{L}:-])(?<!\\b(?:ist|war) (?:\\p{L}+ )?)(?:${personNouns.join('|')})(?:n|s)?(?![\\p{L}:*_/(])`, 'gu'), instead: colon },
  // Asterisk, underscore, slash, brackets: Lehrer*innen, Lehrer_innen, Lehrer/innen, Lehrer/-innen, Lehrer(innen).
  { pattern: /\p{L}+(?:[*_]|\/-?)in(?:nen)?(?!\p{L})/gu, instead: colon },
  { pattern: /\p{L}+\(in(?:nen)?\)/gu, instead: colon },
  // Binnen-I: a capital I inside a word (LehrerInnen, TeilnehmerIn).
  { pattern: /(?<!\p{L})\p{L}\p{Ll}+In(?:nen)?(?!\p{L})/gu, instead: colon },
  // Pair forms: Anfängerinnen und Anfänger, Anfänger und Anfängerinnen, Kursleiterin oder (zum) Kursleiter.
  { pattern: /(?<!\p{L})(\p{Lu}\p{L}+?)in(?:nen)? (?:und|oder) (?:(?:der|den|dem|die|zum|zur|einen?|einem) )?\1(?:n|s)?(?!\p{L})/gu, instead: colon },
  { pattern: /(?<!\p{L})(\p{Lu}\p{L}+?)(?:n|s)? (?:und|oder) (?:(?:der|den|dem|die|zum|zur|eine?|einer) )?\1in(?:nen)?(?!\p{L})/gu, instead: colon },
];

/** Every place in a German text that leaves the site's gender style. */
export function genderSlips(text: string): GenderSlip[] {
  const slips: Array<GenderSlip & { at: number }> = [];
  for (const { pattern, instead } of styles) {
    for (const match of text.matchAll(pattern)) slips.push({ found: match[0], instead, at: match.index ?? 0 });
  }
  // A pair form also contains a masculine noun; report the longer finding once.
  return slips
    .sort((a, b) => a.at - b.at || b.found.length - a.found.length)
    .filter((slip, index, all) => !all.slice(0, index).some((other) => other.at <= slip.at && slip.at < other.at + other.found.length))
    .map(({ found, instead }) => ({ found, instead }));
}
