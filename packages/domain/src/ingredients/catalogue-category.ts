import type { GroceryCategory } from '../grocery';

/** The reference data's grocery-aisle guess → Simmer's grocery category (spec 3 §9). */
const BY_USDA_CATEGORY: Record<string, GroceryCategory> = {
  Produce: 'Produce',
  'Meat & Poultry': 'Meat and Seafood',
  Seafood: 'Meat and Seafood',
  'Dairy & Eggs': 'Dairy and Eggs',
  'Deli & Cured Meats': 'Deli',
  'Bakery & Bread': 'Bakery',
  'Pasta, Rice & Grains': 'Grains and Pasta',
  'Breakfast & Cereal': 'Grains and Pasta',
  Frozen: 'Frozen Foods',
  Beverages: 'Beverages',
  'Beer, Wine & Spirits': 'Beverages',
  'Oils, Vinegars & Condiments': 'Condiments and Sauces',
  'Canned & Jarred': 'Canned Goods',
  'Baking & Sweeteners': 'Baking Supplies',
  'Spices & Seasonings': 'Herbs and Spices',
  'Nuts & Seeds': 'Pantry Staples',
  'Dried Fruit & Nuts': 'Pantry Staples',
  'Beans, Legumes & Tofu': 'Pantry Staples',
  'Refrigerated (Tofu & Plant Proteins)': 'Produce',
};

/**
 * The grocery category of a catalogue food from its USDA aisle guess and description: oils, fats
 * and vinegars get their own aisle, dried spices go to Herbs and Spices wherever USDA filed them,
 * anything unknown is Other.
 */
export function groceryCategoryForFood(usdaCategory: string, description: string): GroceryCategory {
  const text = description.toLowerCase();
  if (/^spices,|^salt,/.test(text)) return 'Herbs and Spices';
  if (usdaCategory === 'Oils, Vinegars & Condiments') {
    if (/^(oil|vinegar|vegetable oil|fat|lard|shortening)\b/.test(text)) return 'Oils and Vinegars';
    if (/^(margarine|butter)/.test(text)) return 'Dairy and Eggs';
  }
  return BY_USDA_CATEGORY[usdaCategory] ?? 'Other';
}
