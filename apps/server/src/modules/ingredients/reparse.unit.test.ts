import { describe, expect, it } from 'vitest';
import { reparseStoredIngredient } from './ingredients.service';

const stored = (fields: Partial<Parameters<typeof reparseStoredIngredient>[0]>) => ({
  name: '',
  quantity: null,
  unit: '',
  preparation: '',
  category: 'Other',
  ingredientId: null,
  ...fields,
});

describe('reparseStoredIngredient', () => {
  it('reads a whole line left in the name when no amount is stored', () => {
    expect(reparseStoredIngredient(stored({ name: '3 cloves garlic, minced' }))).toMatchObject({
      name: 'garlic',
      quantity: 3,
      unit: 'clove',
      preparation: 'minced',
    });
  });

  it("replaces the 1 'unit' fallback with the amount written in the name", () => {
    expect(
      reparseStoredIngredient(stored({ name: '2 cups flour', quantity: 1, unit: 'unit' })),
    ).toMatchObject({ name: 'flour', quantity: 2, unit: 'cup' });
  });

  it('moves a preparation out of the name beside a real amount, keeping the amount', () => {
    expect(
      reparseStoredIngredient(stored({ name: 'onion, chopped', quantity: 2, unit: '' })),
    ).toMatchObject({ name: 'onion', quantity: 2, unit: '', preparation: 'chopped' });
  });

  it('leaves alone a name with a second amount beside a real one, and a clean ingredient', () => {
    const twoAmounts = stored({ name: '2 cups flour', quantity: 250, unit: 'gram' });
    const sized = stored({ name: 'large eggs', quantity: 3, unit: '' });
    const clean = stored({
      name: 'olive oil',
      quantity: 2,
      unit: 'tablespoon',
      preparation: 'extra',
    });

    expect(reparseStoredIngredient(twoAmounts)).toBe(twoAmounts);
    expect(reparseStoredIngredient(sized)).toBe(sized);
    expect(reparseStoredIngredient(clean)).toBe(clean);
  });

  it('keeps a stored preparation and changes nothing the second time', () => {
    const once = reparseStoredIngredient(
      stored({ name: '1 onion, sliced', preparation: 'thinly sliced' }),
    );

    expect(once).toMatchObject({ name: 'onion', quantity: 1, preparation: 'thinly sliced' });
    expect(reparseStoredIngredient(once)).toEqual(once);
  });
});
