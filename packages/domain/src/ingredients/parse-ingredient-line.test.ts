import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './parse-ingredient-line';

describe('parseIngredientLine: quantities', () => {
  it.each([
    ['2 cups flour', 2],
    ['½ cup sugar', 1 / 2],
    ['1½ cups flour', 3 / 2],
    ['1 ½ cups flour', 3 / 2],
    ['1 1⁄2 cups flour', 3 / 2],
    ['1 1/2 cups flour', 3 / 2],
    ['1-1/2 cups flour', 3 / 2],
    ['1.5 kg potatoes', 1.5],
    ['1,5 kg potatoes', 1.5],
    ['One 28-ounce can tomatoes', 1],
    ['half a cucumber', 1 / 2],
  ])('reads the quantity of %j', (line, quantity) => {
    const parsed = parseIngredientLine(line);

    expect(parsed.quantity).toBe(quantity);
  });

  it('keeps two thirds exact, not rounded', () => {
    const parsed = parseIngredientLine('2/3 cup flour');

    expect(parsed.quantity).toBe(2 / 3);
    expect(parsed.exact.quantity).toEqual({ numerator: 2, denominator: 3 });
  });

  it.each([
    ['11/2 cups flour', 3 / 2],
    ['21/2 cups water', 5 / 2],
    ['31/4 cups milk', 13 / 4],
  ])('reads the OCR misreading %j as a mixed number before a unit', (line, quantity) => {
    expect(parseIngredientLine(line).quantity).toBe(quantity);
  });

  it('keeps an improper fraction without a unit after it as written', () => {
    expect(parseIngredientLine('11/2 eggs').quantity).toBe(11 / 2);
  });

  it.each([
    ['2-3 large eggs', 2, 3],
    ['2 to 3 cups milk', 2, 3],
    ['2–3 cloves garlic', 2, 3],
    ['1 or 2 lemons', 1, 2],
    ['1½-2 cups stock', 3 / 2, 2],
  ])('reads the range %j', (line, quantity, quantityMax) => {
    const parsed = parseIngredientLine(line);

    expect(parsed.quantity).toBe(quantity);
    expect(parsed.quantityMax).toBe(quantityMax);
  });

  it('takes the amount of fruit from "juice of 2 lemons"', () => {
    const parsed = parseIngredientLine('Juice of 2 lemons');

    expect(parsed).toMatchObject({ quantity: 2, unit: null, name: 'lemons' });
  });

  it('reads an amount written after the name', () => {
    const parsed = parseIngredientLine('Brandy, ¼ cup');

    expect(parsed).toMatchObject({ quantity: 1 / 4, unit: 'cup', name: 'Brandy' });
  });
});

describe('parseIngredientLine: units', () => {
  it.each([
    ['1 tbsp oil', 'tablespoon'],
    ['1 Tbsp. oil', 'tablespoon'],
    ['1 T oil', 'tablespoon'],
    ['1 tablespoons oil', 'tablespoon'],
    ['1 tsp salt', 'teaspoon'],
    ['1 t. salt', 'teaspoon'],
    ['1 t salt', 'teaspoon'],
    ['1 c sugar', 'cup'],
    ['3 oz. cheese', 'ounce'],
    ['3 ounces cheese', 'ounce'],
    ['2 lb beef', 'pound'],
    ['2 lbs beef', 'pound'],
    ['100 g sugar', 'gram'],
    ['100g sugar', 'gram'],
    ['100 gr sugar', 'gram'],
    ['1 kg potatoes', 'kilogram'],
    ['200 ml milk', 'milliliter'],
    ['200 mL milk', 'milliliter'],
    ['1 l water', 'liter'],
    ['1 litre water', 'liter'],
    ['2 dl cream', 'deciliter'],
    ['5 cl rum', 'centiliter'],
    ['7 fl oz stock', 'fluid ounce'],
    ['1 pinch salt', 'pinch'],
    ['3 cloves garlic', 'clove'],
    ['1 can tomatoes', 'can'],
    ['1 tin tomatoes', 'can'],
    ['1 packet yeast', 'package'],
  ])('normalises the unit of %j', (line, unit) => {
    expect(parseIngredientLine(line).unit).toBe(unit);
  });

  it.each([
    ['2 EL Olivenöl', 'tablespoon'],
    ['1 TL Salz', 'teaspoon'],
    ['1 c.à.s. huile', 'tablespoon'],
    ['1 c.à.c. sel', 'teaspoon'],
    ['2 cucchiai di olio', 'tablespoon'],
    ['1 cucchiaino di sale', 'teaspoon'],
    ['2 cucharadas de aceite', 'tablespoon'],
  ])('knows the non-English spoon in %j', (line, unit) => {
    expect(parseIngredientLine(line).unit).toBe(unit);
  });

  it('drops the Italian "di" like "of"', () => {
    expect(parseIngredientLine('2 cucchiai di olio').name).toBe('olio');
  });

  it('does not take the T of "T-bone" for a tablespoon', () => {
    expect(parseIngredientLine('4 T-bone steaks').unit).toBeNull();
  });

  it('reads a unit written for any amount, "cup(s)" and "pinch(es)"', () => {
    expect(parseIngredientLine('2 cup(s) boiling water')).toMatchObject({
      quantity: 2,
      unit: 'cup',
      name: 'water',
      preparation: 'boiling',
    });
    expect(parseIngredientLine('1 pinch(es) salt')).toMatchObject({ unit: 'pinch', name: 'salt' });
  });

  it('leaves the unit empty for counted food', () => {
    expect(parseIngredientLine('3 onions').unit).toBeNull();
  });

  it('finds the unit written after the food: "3 garlic cloves"', () => {
    const parsed = parseIngredientLine('3 garlic cloves, minced');

    expect(parsed).toMatchObject({ quantity: 3, unit: 'clove', name: 'garlic' });
  });
});

describe('parseIngredientLine: amounts with more than one measurement', () => {
  it('reads "a pinch of salt" as a pinch without a number', () => {
    const parsed = parseIngredientLine('a pinch of salt');

    expect(parsed).toMatchObject({ quantity: null, unit: 'pinch', name: 'salt' });
  });

  it('reads the size of each can in "1 (14 oz) can tomatoes"', () => {
    const parsed = parseIngredientLine('1 (14 oz) can tomatoes');

    expect(parsed).toMatchObject({ quantity: 1, unit: 'can', name: 'tomatoes' });
    expect(parsed.itemSize).toMatchObject({ quantity: 14, unit: 'ounce' });
  });

  it('reads "2 (14-ounce) cans" and "1 15-ounce can" the same way', () => {
    expect(parseIngredientLine('2 (14-ounce) cans diced tomatoes')).toMatchObject({
      quantity: 2,
      unit: 'can',
      itemSize: { quantity: 14, unit: 'ounce' },
    });
    expect(parseIngredientLine('1 15-ounce can pumpkin purée')).toMatchObject({
      quantity: 1,
      unit: 'can',
      itemSize: { quantity: 15, unit: 'ounce' },
      name: 'pumpkin purée',
    });
  });

  it('reads "2 x 400g tins chopped tomatoes" as two 400 g tins', () => {
    const parsed = parseIngredientLine('2 x 400g tins chopped tomatoes');

    expect(parsed).toMatchObject({
      quantity: 2,
      unit: 'can',
      itemSize: { quantity: 400, unit: 'gram' },
      name: 'tomatoes',
      preparation: 'chopped',
    });
  });

  it('keeps the added amount of "1 cup plus 2 tablespoons flour"', () => {
    const parsed = parseIngredientLine('1 cup plus 2 tablespoons flour');

    expect(parsed).toMatchObject({ quantity: 1, unit: 'cup', name: 'flour' });
    expect(parsed.additions).toMatchObject([{ quantity: 2, unit: 'tablespoon' }]);
  });

  it('keeps the other system of "300g/10½oz plain flour" as an alternative', () => {
    const parsed = parseIngredientLine('300g/10½oz plain flour');

    expect(parsed).toMatchObject({ quantity: 300, unit: 'gram', name: 'plain flour' });
    expect(parsed.alternatives).toMatchObject([{ quantity: 21 / 2, unit: 'ounce' }]);
  });

  it('keeps a measurement in parentheses after the unit as an alternative', () => {
    const parsed = parseIngredientLine('1/3 cup (80 ml) olive oil');

    expect(parsed).toMatchObject({ quantity: 1 / 3, unit: 'cup', name: 'olive oil' });
    expect(parsed.alternatives).toMatchObject([{ quantity: 80, unit: 'milliliter' }]);
  });

  it('reads imperial compounds: "1kg/2lb 4oz strawberries"', () => {
    const parsed = parseIngredientLine('1kg/2lb 4oz strawberries');

    expect(parsed).toMatchObject({ quantity: 1, unit: 'kilogram', name: 'strawberries' });
    expect(parsed.alternatives.map((m) => m.unit)).toEqual(['pound', 'ounce']);
  });

  it('notes the weight of counted food stated after it', () => {
    const parsed = parseIngredientLine('4 salmon fillets (about 6 ounces each)');

    expect(parsed).toMatchObject({ quantity: 4, unit: null, name: 'salmon fillets' });
    expect(parsed.alternatives).toMatchObject([{ quantity: 6, unit: 'ounce' }]);
  });
});

describe('parseIngredientLine: name, size words, preparation and comment', () => {
  it('puts size words apart from the name', () => {
    const parsed = parseIngredientLine('2-3 large eggs');

    expect(parsed).toMatchObject({ name: 'eggs', sizeWords: ['large'] });
  });

  it('reads a size range and leaves a name that starts like "to" whole', () => {
    expect(parseIngredientLine('1 small to medium onion').name).toBe('onion');
    expect(parseIngredientLine('1 medium tomato, peeled').name).toBe('tomato');
  });

  it.each([
    ['1 cup flour, sifted', 'flour', 'sifted'],
    ['2 cups sugar, divided', 'sugar', 'divided'],
    ['1 onion, finely chopped', 'onion', 'finely chopped'],
    ['2 tbsp finely chopped chives', 'chives', 'finely chopped'],
    ['1 cup minced onion', 'onion', 'minced'],
    ['freshly ground black pepper', 'black pepper', 'freshly ground'],
    ['2 tablespoons fresh minced parsley', 'fresh parsley', 'minced'],
  ])('splits %j into name and preparation', (line, name, preparation) => {
    const parsed = parseIngredientLine(line);

    expect(parsed).toMatchObject({ name, preparation });
  });

  it('keeps "ground" in the name of a ground spice', () => {
    expect(parseIngredientLine('1 tsp ground cinnamon').name).toBe('ground cinnamon');
  });

  it('puts a parenthetical remark in the comment', () => {
    const parsed = parseIngredientLine(
      '4 sun-dried tomatoes (preserved in oil, from a jar), drained',
    );

    expect(parsed).toMatchObject({
      name: 'sun-dried tomatoes',
      preparation: 'drained',
      comment: 'preserved in oil, from a jar',
    });
  });

  it('keeps a short other name in parentheses in the name', () => {
    expect(parseIngredientLine('2 spring onions (scallions), sliced').name).toBe(
      'spring onions scallions',
    );
  });

  it('keeps a list of alternatives together in the name', () => {
    expect(parseIngredientLine('3 tbsp brandy, sherry, or rum, plus extra').name).toBe(
      'brandy, sherry, or rum',
    );
  });

  it('joins describing words split by a comma to the name', () => {
    expect(parseIngredientLine('225g skinless, boneless haddock fillet').name).toBe(
      'skinless boneless haddock fillet',
    );
  });

  it('moves a purpose and a remark after a comma to the comment', () => {
    const parsed = parseIngredientLine('500ml sunflower oil, for frying');

    expect(parsed).toMatchObject({ name: 'sunflower oil', comment: 'for frying' });
  });

  it('cuts "such as" examples out of the name', () => {
    expect(parseIngredientLine('½ lb long pasta such as linguine').name).toBe('long pasta');
  });
});

describe('parseIngredientLine: flags', () => {
  it.each([['salt and pepper to taste'], ['salt, to taste'], ['1 tsp salt, or more to taste']])(
    'marks %j as to taste',
    (line) => {
      expect(parseIngredientLine(line).isToTaste).toBe(true);
    },
  );

  it.each([['1 tbsp capers (optional)'], ['chopped parsley, optional']])(
    'marks %j as optional and keeps "optional" out of the name',
    (line) => {
      const parsed = parseIngredientLine(line);

      expect(parsed.isOptional).toBe(true);
      expect(parsed.name).not.toMatch(/optional/i);
    },
  );

  it.each([['For the frosting:'], ['FROSTING'], ['For the sauce'], ['Topping:']])(
    'marks %j as a group header',
    (line) => {
      const parsed = parseIngredientLine(line);

      expect(parsed.isGroupHeader).toBe(true);
      expect(parsed.quantity).toBeNull();
    },
  );

  it('does not take an ingredient line for a group header', () => {
    expect(parseIngredientLine('Salt').isGroupHeader).toBe(false);
    expect(parseIngredientLine('2 cups flour:').isGroupHeader).toBe(false);
  });
});

describe('parseIngredientLine: numbers too long to be amounts', () => {
  it('reads no amount from a number it cannot hold exactly, and does not fail', () => {
    expect(parseIngredientLine(`${'9'.repeat(400)} g flour`).quantity).toBeNull();
    expect(parseIngredientLine(`1.${'5'.repeat(30)} cups milk`).quantity).toBeNull();
    expect(
      parseIngredientLine(`${'1'.repeat(30)}/${'7'.repeat(30)} cup sugar`).quantity,
    ).toBeNull();
    expect(parseIngredientLine('2 cups flour').quantity).toBe(2);
  });
});
