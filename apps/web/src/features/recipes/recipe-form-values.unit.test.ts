import { RecipeInputSchema, type Recipe } from '@simmer/domain/recipes';
import { describe, expect, it } from 'vitest';
import {
  emptyRecipeFormValues,
  formSnapshot,
  formValuesToRecipeInput,
  newIngredientRow,
  newInstructionRow,
  parseTags,
  pickImages,
  recipeToFormValues,
  validateRecipeForm,
  type RecipeFormValues,
} from './recipe-form-values';

const MB = 1024 * 1024;
const buyer = { canSell: false, canChooseVisibility: true };
const seller = { canSell: true, canChooseVisibility: false };

function filledValues(overrides: Partial<RecipeFormValues> = {}): RecipeFormValues {
  return {
    ...emptyRecipeFormValues(),
    name: '  Shakshuka ',
    ingredients: [{ ...newIngredientRow(), name: 'eggs', quantity: 4 }],
    instructions: [{ ...newInstructionRow(), text: 'Crack the eggs into the sauce.' }],
    ...overrides,
  };
}

const savedRecipe: Recipe = {
  id: 'r1',
  name: 'Miso soup',
  description: 'Warming.',
  status: 'active',
  version: 1,
  visibility: 'public',
  ingredients: [
    {
      name: 'miso',
      quantity: 2,
      unit: 'tbsp',
      preparation: '',
      category: 'Pantry Staples',
      ingredientId: 'ing-1',
    },
    {
      name: 'salt',
      quantity: null,
      unit: '',
      preparation: '',
      category: 'Other',
      ingredientId: null,
    },
  ],
  instructions: [
    {
      text: 'Warm the dashi.',
      estimatedDuration: 10,
      complexity: 'simple',
      requiresAttention: true,
      tips: 'Do not boil.',
    },
  ],
  isLocked: false,
  prepTime: 5,
  cookTime: 10,
  totalTime: 15,
  servings: 2,
  cuisine: 'Japanese',
  tags: ['soup', 'quick'],
  difficulty: 'easy',
  nutritionalInfo: null,
  dietaryRestrictions: ['vegan'],
  author: 'Aiko',
  sourceUrl: 'https://example.com/miso',
  images: [],
  rating: 0,
  createdBy: 'u1',
  chefId: null,
  isPurchasable: false,
  price: 0,
  saveCount: 0,
  shareCount: 0,
  isSaved: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('emptyRecipeFormValues', () => {
  it('starts as the spec’s blank recipe: times 0, servings 1, private and not for sale', () => {
    const values = emptyRecipeFormValues();

    expect(values).toMatchObject({
      name: '',
      prepTime: 0,
      cookTime: 0,
      servings: 1,
      visibility: 'private',
      isPurchasable: false,
      tags: '',
    });
    expect(values.ingredients).toHaveLength(1);
    expect(values.instructions).toHaveLength(1);
  });
});

describe('validateRecipeForm', () => {
  it('asks for a name, an ingredient and a step on an empty form', () => {
    const errors = validateRecipeForm(emptyRecipeFormValues(), buyer);

    expect(errors).toEqual({
      name: 'Recipe name is required',
      ingredients: 'At least one ingredient is required',
      instructions: 'At least one instruction is required',
    });
  });

  it('treats a blank name as missing', () => {
    expect(validateRecipeForm(filledValues({ name: '   ' }), buyer).name).toBe(
      'Recipe name is required',
    );
  });

  it('accepts a filled-in recipe', () => {
    expect(validateRecipeForm(filledValues(), buyer)).toEqual({});
  });

  it('names the ingredient row that has a quantity but no name', () => {
    const row = { ...newIngredientRow(), quantity: 2, unit: 'cup' };

    const errors = validateRecipeForm(filledValues({ ingredients: [row] }), buyer);

    expect(errors).toEqual({ [`ingredients.${row.key}.name`]: 'Each ingredient must have a name' });
  });

  it('needs servings of at least 1 and a step duration within a day', () => {
    const step = { ...newInstructionRow(), text: 'Simmer.', estimatedDuration: 2000 };

    const errors = validateRecipeForm(filledValues({ servings: '', instructions: [step] }), buyer);

    expect(errors).toEqual({
      servings: 'Servings must be at least 1',
      [`instructions.${step.key}.estimatedDuration`]: 'Duration must be between 0 and 1440 minutes',
    });
  });

  it('needs a price of at least $0.99 on a recipe for sale', () => {
    const forSale = (priceChoice: RecipeFormValues['priceChoice'], customPrice = '') =>
      validateRecipeForm(filledValues({ isPurchasable: true, priceChoice, customPrice }), seller)
        .price;

    expect(forSale(null)).toBe('Purchasable recipes must have a price of at least $0.99');
    expect(forSale('custom', '0.5')).toBe(
      'Purchasable recipes must have a price of at least $0.99',
    );
    expect(forSale('custom', '0.99')).toBeUndefined();
    expect(forSale('9.99')).toBeUndefined();
  });

  it('ignores the price of someone who cannot sell', () => {
    const values = filledValues({ isPurchasable: true, priceChoice: null });

    expect(validateRecipeForm(values, buyer)).toEqual({});
  });
});

describe('parseTags', () => {
  it('splits on commas, trims, and drops empties and repeats', () => {
    expect(parseTags(' quick, vegan ,, quick ,dinner, ')).toEqual(['quick', 'vegan', 'dinner']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('formValuesToRecipeInput', () => {
  it('builds an input the API accepts: blank rows dropped, numbers and tags parsed', () => {
    const values = filledValues({
      ingredients: [
        { ...newIngredientRow(), name: ' flour ', quantity: '1.5', unit: ' cup ' },
        newIngredientRow(),
      ],
      instructions: [
        { ...newInstructionRow(), text: ' Mix. ', estimatedDuration: '', complexity: 'simple' },
        newInstructionRow(),
        { ...newInstructionRow(), text: 'Bake.', estimatedDuration: 25, complexity: 'complex' },
      ],
      prepTime: '',
      cookTime: '25',
      servings: 4,
      tags: 'baking, bread',
      nutrition: { calories: 200, protein: '', carbohydrates: '30', fat: '', fiber: '' },
    });

    const input = formValuesToRecipeInput(values, buyer);

    expect(input).toMatchObject({
      name: 'Shakshuka',
      ingredients: [
        {
          name: 'flour',
          quantity: 1.5,
          unit: 'cup',
          preparation: '',
          category: 'Other',
          ingredientId: null,
        },
      ],
      instructions: [
        { text: 'Mix.', estimatedDuration: 5, complexity: 'simple', requiresAttention: false },
        { text: 'Bake.', estimatedDuration: 25, complexity: 'complex', requiresAttention: false },
      ],
      prepTime: 0,
      cookTime: 25,
      servings: 4,
      tags: ['baking', 'bread'],
      nutritionalInfo: { calories: 200, protein: 0, carbohydrates: 30, fat: 0, fiber: 0 },
      visibility: 'private',
      isPurchasable: false,
      price: 0,
    });
    expect(RecipeInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends no nutrition when every value is empty', () => {
    expect(formValuesToRecipeInput(filledValues(), buyer).nutritionalInfo).toBeNull();
  });

  it('sends the chosen tier or custom price for a seller, and never for anyone else', () => {
    const tier = filledValues({ isPurchasable: true, priceChoice: '14.99' });
    const custom = filledValues({ isPurchasable: true, priceChoice: 'custom', customPrice: 7.5 });

    expect(formValuesToRecipeInput(tier, seller)).toMatchObject({
      isPurchasable: true,
      price: 14.99,
    });
    expect(formValuesToRecipeInput(custom, seller)).toMatchObject({
      isPurchasable: true,
      price: 7.5,
    });
    expect(formValuesToRecipeInput(tier, buyer)).toMatchObject({ isPurchasable: false, price: 0 });
  });

  it('leaves visibility to the server for chef recipes', () => {
    expect(formValuesToRecipeInput(filledValues(), seller)).not.toHaveProperty('visibility');
  });
});

describe('recipeToFormValues', () => {
  it('round-trips a saved recipe, keeping the fields the form does not show', () => {
    const values = recipeToFormValues(savedRecipe);

    expect(values).toMatchObject({
      name: 'Miso soup',
      tags: 'soup, quick',
      visibility: 'public',
      nutrition: { calories: '', protein: '', carbohydrates: '', fat: '', fiber: '' },
    });
    expect(values.ingredients[1]!.quantity).toBe('');
    expect(formValuesToRecipeInput(values, buyer)).toEqual({
      name: 'Miso soup',
      description: 'Warming.',
      ingredients: savedRecipe.ingredients,
      instructions: savedRecipe.instructions,
      prepTime: 5,
      cookTime: 10,
      servings: 2,
      cuisine: 'Japanese',
      tags: ['soup', 'quick'],
      difficulty: 'easy',
      nutritionalInfo: null,
      dietaryRestrictions: ['vegan'],
      visibility: 'public',
      author: 'Aiko',
      sourceUrl: 'https://example.com/miso',
      isPurchasable: false,
      price: 0,
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it('picks the matching price tier, or Custom for any other price', () => {
    const tier = recipeToFormValues({ ...savedRecipe, isPurchasable: true, price: 9.99 });
    const custom = recipeToFormValues({ ...savedRecipe, isPurchasable: true, price: 3.5 });

    expect(tier).toMatchObject({ priceChoice: '9.99', customPrice: '' });
    expect(custom).toMatchObject({ priceChoice: 'custom', customPrice: 3.5 });
  });

  it('gives each row its own key', () => {
    const first = recipeToFormValues(savedRecipe);
    const second = recipeToFormValues(savedRecipe);

    const keys = [...first.ingredients, ...second.ingredients].map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('pickImages', () => {
  const png = (size = 1000) => ({ type: 'image/png', size });

  it('accepts JPEG, PNG and WebP images up to 5MB', () => {
    const files = [{ type: 'image/jpeg', size: 5 * MB }, png(), { type: 'image/webp', size: 10 }];

    expect(pickImages(files, 0)).toEqual({ accepted: files, errors: [] });
  });

  it('rejects other types and images over 5MB with the spec’s messages', () => {
    const gif = { type: 'image/gif', size: 10 };
    const huge = png(5 * MB + 1);

    expect(pickImages([gif, huge, png()], 0)).toEqual({
      accepted: [png()],
      errors: [
        'Invalid file type: image/gif. Only JPEG, PNG and WebP images are allowed.',
        'Image size must be less than 5MB',
      ],
    });
  });

  it('keeps the total at 5 images', () => {
    const files = [png(1), png(2), png(3)];

    expect(pickImages(files, 3)).toEqual({
      accepted: [png(1), png(2)],
      errors: ['Maximum 5 images allowed'],
    });
    expect(pickImages(files, 5).accepted).toEqual([]);
  });
});

describe('formSnapshot', () => {
  it('changes when a value changes', () => {
    const values = filledValues();

    expect(formSnapshot(values)).toBe(formSnapshot({ ...values }));
    expect(formSnapshot({ ...values, tags: 'x' })).not.toBe(formSnapshot(values));
  });
});
