import { describe, expect, it } from 'vitest';
import { genderSlips } from './gender-style.js';

const found = (text: string) => genderSlips(text).map((slip) => slip.found);

describe('the German gender style', () => {
  it('accepts neutral wording and the gender colon', () => {
    expect(found('Für Teilnehmende ohne Vorkenntnisse; die Kursleiter:innen und eine Betreiber:in, alle, die gebucht haben.')).toEqual([]);
    expect(found('Felix ist Tischler und Sattler, Tarek ist gelernter Buchbinder.')).toEqual([]);
    expect(found('Die Töpferei, das Tischlerhandwerk, ein Buchbinderkurs und die Drechslerei.')).toEqual([]);
  });

  it('finds the generic masculine', () => {
    expect(found('Drehscheibe für Einsteiger. Die Kursleiter sind gelernte Tischler.')).toEqual(['Einsteiger', 'Kursleiter', 'Tischler']);
  });

  it('finds asterisk, underscore, slash, brackets and the binnen-I', () => {
    expect(found('Lehrer*innen, Lehrer_innen, Lehrer/innen, Lehrer/-innen, Lehrer(innen), LehrerInnen, eine TeilnehmerIn')).toEqual([
      'Lehrer*innen',
      'Lehrer_innen',
      'Lehrer/innen',
      'Lehrer/-innen',
      'Lehrer(innen)',
      'LehrerInnen',
      'TeilnehmerIn',
    ]);
  });

  it('finds pair forms, in either order', () => {
    expect(found('für Anfängerinnen und Anfänger und Schülerinnen und Schüler')).toEqual(['Anfängerinnen und Anfänger', 'Schülerinnen und Schüler']);
    expect(found('als Betreiberin oder Betreiber, zur Kursleiterin oder zum Kursleiter')).toEqual(['Betreiberin oder Betreiber', 'Kursleiterin oder zum Kursleiter']);
    expect(found('Einsteiger und Einsteigerinnen')).toEqual(['Einsteiger und Einsteigerinnen']);
  });
});
