import { describe, expect, it } from 'vitest';
import { asReference, dictionaryEntries, referencesIn, textString } from './pdf-syntax';

describe('reading a dictionary qpdf printed', () => {
  it('gives the top-level entries only, values as their text, whatever nests inside them', () => {
    const catalog =
      '<< /AcroForm << /DA (/Helv 0 Tf 0 g) /Fields [ 7 0 R 9 0 R ] /DR << /Font << /Helv 12 0 R >> >> >> ' +
      '/Lang (zh\\)CN (\\(fake /Pages 99 0 R\\))) /Names<</Dests 5 0 R>>/OpenAction [3 0 R /XYZ null null 0] ' +
      '/Pages 2 1 R /Type /Catalog /Version /1.7 /ViewerPreferences << /DisplayDocTitle true >> /Count -3.5 /ID [<0a1B> <ff>] >>';
    const entries = dictionaryEntries(catalog);
    expect([...entries.keys()]).toEqual(['/AcroForm', '/Lang', '/Names', '/OpenAction', '/Pages', '/Type', '/Version', '/ViewerPreferences', '/Count', '/ID']);
    expect(asReference(entries.get('/Pages'))).toEqual({ id: 2, generation: 1 });
    expect(entries.get('/Lang')).toBe('(zh\\)CN (\\(fake /Pages 99 0 R\\)))');
    expect(entries.get('/Names')).toBe('<</Dests 5 0 R>>');
    expect(entries.get('/ID')).toBe('[<0a1B> <ff>]');
    expect(entries.get('/Count')).toBe('-3.5');
    expect(asReference(entries.get('/Type'))).toBeUndefined();
    expect(referencesIn(entries.get('/OpenAction') ?? '')).toEqual([{ id: 3, generation: 0 }]);
  });

  it('refuses what is not a dictionary', () => {
    for (const text of ['[ 1 0 R ]', '<< /Open (never closed >>', '<< /Key', '<< 12 /Key >>', '']) expect(() => dictionaryEntries(text), text).toThrow(/not a PDF dictionary/);
  });

  it('writes any title as a UTF-16 text string', () => {
    expect(textString('A)规')).toBe('<FEFF0041002989C4>');
    expect(textString('😀')).toBe('<FEFFD83DDE00>');
  });
});
