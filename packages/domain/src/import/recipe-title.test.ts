import { describe, expect, it } from 'vitest';
import { importCuisine, tidyRecipeTitle, toImportDraft, emptyExtractedRecipe } from './index';

describe('tidyRecipeTitle', () => {
  it.each([
    ['Garlic Shrimp (Fast & Easy Dinner!)', 'Garlic Shrimp'],
    ['Oreo Cheesecake Bites Recipe (+Video)', 'Oreo Cheesecake Bites'],
    ['The Best Chocolate Cake Recipe {Ever}', 'The Best Chocolate Cake'],
    ['Avocado Toast (Topping ideas and Tips)', 'Avocado Toast'],
    ['Palacinky (fotorecept)', 'Palacinky'],
    ['Chicken Tikka Masala Recipe | Site Name', 'Chicken Tikka Masala'],
    ['Eggless Pineapple Cake | Pineapple Pastry Recipe', 'Eggless Pineapple Cake'],
    ['Muffins with a Potato Crust – Leftover Recipe', 'Muffins with a Potato Crust'],
    ['Naan-Brot - Rezept für den indischen Klassiker', 'Naan-Brot'],
    ['Citrus Scones Recipe with Orange Glaze', 'Citrus Scones with Orange Glaze'],
    ['Recette gâteau basque', 'Gâteau basque'],
    ['Receita de Costelinha de Porco', 'Costelinha de Porco'],
    ['Recipe: Lemon Bars', 'Lemon Bars'],
    ['Stew - www.example.org', 'Stew'],
  ])('%j → %j', (title, name) => {
    expect(tidyRecipeTitle(title)).toBe(name);
  });

  it('leaves a bracket or a part after a dash that says what the dish is', () => {
    for (const title of [
      'Kare Nabe (Japanese Curry Hot Pot)',
      'Creamy Basil Pesto Pasta (Vegan and gluten-free)',
      'Baked Taquitos (Oven or Air Fryer)',
      'Butter chicken - indisk smørkylling',
      'One Pan Pasta - Sausage Tomato & Lentils',
      'Recipe',
    ]) {
      expect(tidyRecipeTitle(title)).toBe(title);
    }
  });

  it("drops the site's name after a dash, or before a bar, by the page's site name or host", () => {
    expect(
      tidyRecipeTitle('Gingerbread Pancakes - Donal Skehan | EAT LIVE GO', {
        pageUrl: 'https://www.donalskehan.com/recipes/gingerbread-pancakes/',
      }),
    ).toBe('Gingerbread Pancakes');
    expect(tidyRecipeTitle('Gingerbread Pancakes - Eat Live Go', { siteName: 'Eat Live Go' })).toBe(
      'Gingerbread Pancakes',
    );
    expect(
      tidyRecipeTitle('Tepsis krumpli - Mindmegette.hu - Receptek', {
        pageUrl: 'https://www.mindmegette.hu/tepsis-krumpli.recept/',
      }),
    ).toBe('Tepsis krumpli');
    expect(
      tidyRecipeTitle('A Couple Cooks | Garlic Butter Shrimp', {
        pageUrl: 'https://www.acouplecooks.com/garlic-butter-shrimp/',
      }),
    ).toBe('Garlic Butter Shrimp');
    // Without a known site, a dash joins two parts of the dish's name.
    expect(tidyRecipeTitle('Pasta e Fagioli - Italian Bean Soup')).toBe(
      'Pasta e Fagioli - Italian Bean Soup',
    );
  });
});

describe('importCuisine', () => {
  it.each([
    [['Shrimp'], ''],
    [['Side Dishes'], ''],
    [['Baking', 'Cake', 'Chocolate'], ''],
    [['World Cuisine'], ''],
    [['italian'], 'Italian'],
    [['Italiana'], 'Italian'],
    [['französische Rezepte'], 'French'],
    [['Méditerranéenne'], 'Mediterranean'],
    [['Mexican-Inspired'], 'Mexican'],
    [['ItalianEurope'], 'Italian'],
    [['Cuban', 'American'], 'Cuban'],
    [['Asian', 'Korean'], 'Korean'],
    [['Asian-Inspired'], 'Asian'],
    [['Tex Mex'], 'Tex-Mex'],
    [['Brasileira'], 'Brazilian'],
    [['Cajun Recipe'], 'Cajun'],
  ])('%j → %j', (values, cuisine) => {
    expect(importCuisine(values)).toBe(cuisine);
  });
});

describe('toImportDraft: name and cuisine', () => {
  it("names the recipe without the site's suffix and keeps a cuisine only when it is one", () => {
    const recipe = {
      ...emptyExtractedRecipe(),
      title: 'Garlic Butter Shrimp (Fast & Easy Dinner!) - A Couple Cooks',
      cuisine: ['Shrimp'],
      keywords: ['Garlic Butter Shrimp', 'Italian'],
      ingredients: ['1 pound shrimp'],
      instructions: ['Cook the shrimp.'],
    };
    const draft = toImportDraft(recipe, {
      sourceUrl: 'https://www.acouplecooks.com/garlic-butter-shrimp/',
      siteName: 'A Couple Cooks',
    });

    expect(draft.name).toBe('Garlic Butter Shrimp');
    // Never from the keywords, which stay tags.
    expect(draft.cuisine).toBe('');
    expect(draft.tags).toEqual(['Garlic Butter Shrimp', 'Italian']);
    expect(toImportDraft({ ...recipe, cuisine: ['Shrimp', 'cuisine française'] }).cuisine).toBe(
      'French',
    );
  });
});
