import { describe, expect, it } from 'vitest';
import { repairOcrText } from './ocr-repair';

describe('repairOcrText', () => {
  it('puts back the space lost between a whole number and its fraction', () => {
    expect(repairOcrText('11/2 cups plain flour\n21/4 tsp baking powder')).toBe(
      '1 1/2 cups plain flour\n2 1/4 tsp baking powder',
    );
  });

  it('separates a fraction or number from the unit it ran into', () => {
    expect(repairOcrText('1/2cup milk\n*21/4tsp baking powder\n2tbsp sugar')).toBe(
      '1/2 cup milk\n• 2 1/4 tsp baking powder\n2 tbsp sugar',
    );
  });

  it('reads a letter l, I or bar before a unit as the number 1', () => {
    expect(repairOcrText('l cup rice\nI tbsp oil\n| 1/2 tsp salt')).toBe(
      '1 cup rice\n1 tbsp oil\n1 1/2 tsp salt',
    );
  });

  it('reads a capital O among digits as a zero', () => {
    expect(repairOcrText('Rest for 1O minutes.\nBake at 2O0°C.')).toBe(
      'Rest for 10 minutes.\nBake at 200°C.',
    );
  });

  it('turns the misread halves, quarters and three quarters back into fractions where an amount stands', () => {
    expect(
      repairOcrText(
        [
          '* Y5 tsp salt',
          '* % lemon, juiced',
          '> tsp salt',
          '* ¥% lemon, juiced',
          'Cook Ya cup of batter at a time.',
          '« 3% cup cooked rice',
          '1 Y2 cups stock',
        ].join('\n'),
      ),
    ).toBe(
      [
        '• ½ tsp salt',
        '• ½ lemon, juiced',
        '½ tsp salt',
        '• ½ lemon, juiced',
        'Cook ¼ cup of batter at a time.',
        '• ¾ cup cooked rice',
        '1 ½ cups stock',
      ].join('\n'),
    );
  });

  it('turns bullets read as *, », «, + or e back into bullets', () => {
    expect(
      repairOcrText('* 2 eggs\n» 2 tbsp sugar\n« 85 g icing sugar\n+ 1 onion\ne 3 cloves garlic'),
    ).toBe('• 2 eggs\n• 2 tbsp sugar\n• 85 g icing sugar\n• 1 onion\n• 3 cloves garlic');
  });

  it('fixes lb read as Ib, |b or 1b, tbsp read as thsp, and a word ending in ]', () => {
    expect(
      repairOcrText(
        'line a 2 Ib loaf tin\n2 |b potatoes\na 2 1b tin\n2 thsp sugar\nin a large bow].',
      ),
    ).toBe('line a 2 lb loaf tin\n2 lb potatoes\na 2 lb tin\n2 tbsp sugar\nin a large bowl.');
  });

  it('joins a word hyphenated across a line break and keeps the hyphen of a compound', () => {
    expect(
      repairOcrText('Mix until smooth, then driz-\nzle over the cake.\nLine a 12-\nhole tin.'),
    ).toBe('Mix until smooth, then drizzle over the cake.\nLine a 12-hole tin.');
  });

  it('leaves right text alone', () => {
    const text = [
      'Buttermilk Pancakes',
      '11 cups water',
      '200g butter',
      '1 1/2 cups flour',
      '½ tsp salt',
      '• 2 eggs',
      '50% rye flour',
      'Yields 12 muffins',
      'I love this cake.',
      'e.g. use any berries',
      'Bake at 180°C for 20 minutes.',
      '2 oz cheese',
      'Serves 4',
      '12/25 special',
      '3 [optional] chillies',
    ].join('\n');

    expect(repairOcrText(text)).toBe(text);
  });
});

describe('repairOcrText with wrapped steps', () => {
  it('joins a numbered step that OCR broke over several lines, and nothing else', () => {
    const text = [
      'Ingredients',
      '2 eggs',
      '1 cup milk',
      'Method',
      '1. Whisk the flour, sugar and salt in a',
      'large bowl.',
      '',
      '2. Fold in the flour and bake for',
      '45 minutes. Cool in the tin for',
      '10 minutes.',
      '3. Serve warm.',
      'Notes',
    ].join('\n');

    expect(repairOcrText(text).split('\n')).toEqual([
      'Ingredients',
      '2 eggs',
      '1 cup milk',
      'Method',
      '1. Whisk the flour, sugar and salt in a large bowl.',
      '',
      '2. Fold in the flour and bake for 45 minutes. Cool in the tin for 10 minutes.',
      '3. Serve warm.',
      'Notes',
    ]);
  });
});
