import { describe, expect, it } from 'vitest';
import { clampServings, scaleRecipeIngredients } from './scale';

const milk = {
  name: 'milk',
  quantity: 2 / 3,
  unit: 'cup',
  preparation: '',
  category: 'Dairy',
  ingredientId: 'milk-whole',
};

describe('scaleRecipeIngredients', () => {
  it('turns ⅔ cup for 4 servings into exactly 1 cup for 6', () => {
    const [scaled] = scaleRecipeIngredients([milk], 4, 6);

    expect(scaled!.quantity).toBe(1);
  });

  it('doubles 1 ½ tsp of baking powder to 3 tsp and halves 3 eggs to 1 ½', () => {
    const scaled = scaleRecipeIngredients(
      [
        { quantity: 1.5, unit: 'tsp' },
        { quantity: 3, unit: '' },
      ],
      2,
      4,
    );
    const halved = scaleRecipeIngredients([{ quantity: 3, unit: '' }], 4, 2);

    expect(scaled.map((i) => i.quantity)).toEqual([3, 6]);
    expect(halved[0]!.quantity).toBe(1.5);
  });

  it('leaves no floating-point dust: 0.1 tsp for 1 serving is 0.3 tsp for 3', () => {
    const [scaled] = scaleRecipeIngredients([{ quantity: 0.1, unit: 'tsp' }], 1, 3);

    expect(scaled!.quantity).toBe(0.3);
  });

  it('keeps "salt to taste" without a quantity', () => {
    const [scaled] = scaleRecipeIngredients([{ name: 'salt', quantity: null, unit: '' }], 4, 8);

    expect(scaled!.quantity).toBeNull();
  });

  it('scales both ends of "2–3 large eggs" from 4 to 6 servings', () => {
    const [scaled] = scaleRecipeIngredients([{ quantity: 2, quantityMax: 3, unit: '' }], 4, 6);

    expect(scaled).toEqual({ quantity: 3, quantityMax: 4.5, unit: '' });
  });

  it('adds no range end to an ingredient that had none', () => {
    const [scaled] = scaleRecipeIngredients([milk], 4, 8);

    expect(scaled).not.toHaveProperty('quantityMax');
  });

  it('keeps every other field and leaves the original list untouched', () => {
    const original = [milk];

    const [scaled] = scaleRecipeIngredients(original, 4, 2);

    expect(scaled).toEqual({ ...milk, quantity: 1 / 3 });
    expect(original[0]!.quantity).toBe(2 / 3);
  });

  it('counts servings below 1 as 1', () => {
    const fromZero = scaleRecipeIngredients([{ quantity: 2, unit: 'cup' }], 0, 2);
    const toNegative = scaleRecipeIngredients([{ quantity: 2, unit: 'cup' }], 2, -3);

    expect(fromZero[0]!.quantity).toBe(4);
    expect(toNegative[0]!.quantity).toBe(1);
  });
});

describe('clampServings', () => {
  it('keeps 1 and more, and makes 0, negatives and nonsense 1', () => {
    expect(clampServings(6)).toBe(6);
    expect(clampServings(1)).toBe(1);
    expect(clampServings(0)).toBe(1);
    expect(clampServings(-2)).toBe(1);
    expect(clampServings(Number.NaN)).toBe(1);
    expect(clampServings(Number.POSITIVE_INFINITY)).toBe(1);
  });
});
