import { RECIPE_MESSAGES } from '@simmer/domain/recipes';
import { describe, expect, it } from 'vitest';
import {
  filledIngredients,
  filledInstructions,
  numberOf,
  validateRecipeRules,
  type RecipeRuleValues,
  type RuleIngredientRow,
  type RuleStepRow,
} from './recipe-rules';

const times = { prepTime: 'Prep is below 0', cookTime: 'Cook is below 0' };

const ingredient = (patch: Partial<RuleIngredientRow> = {}): RuleIngredientRow => ({
  key: 'i1',
  name: 'flour',
  quantity: 200,
  unit: 'g',
  preparation: '',
  ...patch,
});

const step = (patch: Partial<RuleStepRow> = {}): RuleStepRow => ({
  key: 's1',
  text: 'Mix.',
  estimatedDuration: 5,
  ...patch,
});

const recipe = (patch: Partial<RecipeRuleValues> = {}): RecipeRuleValues => ({
  name: 'Bread',
  ingredients: [ingredient()],
  instructions: [step()],
  prepTime: 10,
  cookTime: '',
  servings: 1,
  ...patch,
});

describe('numberOf', () => {
  it('reads a typed number, empty text as null and other text as NaN', () => {
    expect(numberOf(3)).toBe(3);
    expect(numberOf(' 2.5 ')).toBe(2.5);
    expect(numberOf('  ')).toBeNull();
    expect(numberOf('two')).toBeNaN();
  });
});

describe('filledIngredients and filledInstructions', () => {
  it('drop untouched rows but keep a row with any field filled in', () => {
    const blank = ingredient({ key: 'blank', name: ' ', quantity: '', unit: '', preparation: '' });
    const onlyUnit = ingredient({ key: 'unit', name: '', quantity: '', unit: 'cup' });
    const onlyZero = ingredient({ key: 'zero', name: '', quantity: 0, unit: '' });

    expect(filledIngredients([blank, onlyUnit, onlyZero]).map((row) => row.key)).toEqual([
      'unit',
      'zero',
    ]);
    expect(
      filledInstructions([step({ key: 'a', text: '  ' }), step({ key: 'b' })]).map(
        (row) => row.key,
      ),
    ).toEqual(['b']);
  });
});

describe('validateRecipeRules', () => {
  it('accepts a recipe with a name, an ingredient, a step and servings', () => {
    expect(validateRecipeRules(recipe(), times)).toEqual({});
  });

  it('asks for a name, an ingredient and a step, not counting blank rows', () => {
    const values = recipe({
      name: ' ',
      ingredients: [ingredient({ name: '', quantity: '', unit: '' })],
      instructions: [step({ text: '' })],
    });

    expect(validateRecipeRules(values, times)).toEqual({
      name: RECIPE_MESSAGES.nameRequired,
      ingredients: RECIPE_MESSAGES.ingredientRequired,
      instructions: RECIPE_MESSAGES.instructionRequired,
    });
  });

  it('flags each row by its key: a missing name, a quantity below 0, a step outside 0–1440 minutes', () => {
    const values = recipe({
      ingredients: [
        ingredient({ key: 'a', name: '' }),
        ingredient({ key: 'b', quantity: -1 }),
        ingredient({ key: 'c', quantity: 'lots' }),
      ],
      instructions: [
        step({ key: 'x', estimatedDuration: 1441 }),
        step({ key: 'y', estimatedDuration: 'soon' }),
        step({ key: 'z', estimatedDuration: 1440 }),
        step({ key: 'w', estimatedDuration: '' }),
      ],
    });

    expect(validateRecipeRules(values, times)).toEqual({
      'ingredients.a.name': RECIPE_MESSAGES.ingredientName,
      'ingredients.b.quantity': 'Quantity must be at least 0',
      'ingredients.c.quantity': 'Quantity must be at least 0',
      'instructions.x.estimatedDuration': 'Duration must be between 0 and 1440 minutes',
      'instructions.y.estimatedDuration': 'Duration must be between 0 and 1440 minutes',
    });
  });

  it('wants servings of at least 1 and times not below 0, with the caller’s time messages', () => {
    expect(
      validateRecipeRules(recipe({ servings: '', prepTime: -5, cookTime: 'x' }), times),
    ).toEqual({
      servings: 'Servings must be at least 1',
      prepTime: 'Prep is below 0',
      cookTime: 'Cook is below 0',
    });
    expect(validateRecipeRules(recipe({ servings: 0.5 }), times)).toEqual({
      servings: 'Servings must be at least 1',
    });
    expect(validateRecipeRules(recipe({ prepTime: '', cookTime: 0 }), times)).toEqual({});
  });
});
