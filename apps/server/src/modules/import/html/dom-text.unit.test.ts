import { describe, expect, it } from 'vitest';
import { oneLine, tidyText } from './dom-text';

// Every mix of the white space a page writes: plain, no-break and typographic spaces, tabs, line
// breaks, alone and in runs, between words, at the ends, and none.
const SAMPLES = [
  '',
  'flour',
  ' 2 cups  flour ',
  '2\u00a0cups\u2003flour',
  '2 \u00a0 cups\t\tflour',
  '1 h 1 h 1 h',
  'Mix.\nBake.',
  '  Mix. \r\n\r\n  Bake.\t\n',
  '\u3000中\u3000\n文 ',
  ' \n \n ',
  'a \u2009b\u202f c\u205fd',
  'Mix.\n\nBake.\n \nCool.\n',
  '\n\nMix.\u2028\nBake.\ufeff',
  '中\n文\n中\n',
];

describe('oneLine', () => {
  it.each(SAMPLES)('makes every run of white space one space: %j', (text) => {
    expect(oneLine(text)).toBe(text.replace(/\s+/g, ' ').trim());
  });
});

describe('tidyText', () => {
  it.each(SAMPLES)('folds spaces within lines and drops blank lines: %j', (text) => {
    const expected = text
      .split('\n')
      .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    expect(tidyText(text)).toBe(expected);
  });

  it('keeps a text a million characters long that is spaced as written as it is', () => {
    // Its time is measured by bench/import-adversarial.ts ("hours in page headings").
    const text = '1 h '.repeat(250_000);
    expect(tidyText(text)).toBe(text.trim());
  });

  it('keeps a text a million characters long written a line at a time as it is', () => {
    // Its time is measured by bench/import-adversarial.ts ("CJK lines in page headings").
    const text = '中\n'.repeat(500_000);
    expect(tidyText(text)).toBe(text.trim());
  });
});
