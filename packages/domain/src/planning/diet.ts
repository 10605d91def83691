import type { CookingProfile } from '../profiles';

export type DietaryRestriction = CookingProfile['dietaryRestrictions'][number];

/** What the planner knows of a recipe ingredient: its name and its grocery (catalogue) category. */
export interface PlanIngredient {
  name: string;
  category: string;
}

const MEAT =
  /\b(beef|steak|pork|bacon|ham|prosciutto|pancetta|chorizo|salami|pepperoni|sausages?|chicken|turkey|duck|lamb|mutton|veal|goat|venison|mince|meatballs?|gelatin|lard|bone broth|chicken (stock|broth)|beef (stock|broth)|guanciale|hot dogs?)\b/;
const PORK =
  /\b(pork|bacon|ham|prosciutto|pancetta|chorizo|salami|pepperoni|guanciale|lard|gelatin)\b/;
const FISH =
  /\b(fish|salmon|tuna|cod|haddock|halibut|tilapia|trout|sardines?|anchov(y|ies)|mackerel|sea bass|snapper|fish sauce|bonito|dashi)\b/;
const SHELLFISH =
  /\b(shrimps?|prawns?|crab|lobster|scallops?|clams?|mussels?|oysters?|squid|octopus|calamari|shellfish|oyster sauce)\b/;
const DAIRY =
  /\b(milk|butter|buttermilk|cream|cheese|parmesan|mozzarella|cheddar|feta|ricotta|mascarpone|yogh?urt|ghee|paneer|halloumi|creme fraiche|crème fraîche|whey|custard|ice cream|gruyere|gruyère|pecorino|brie|goat cheese)\b/;
const NOT_DAIRY =
  /\b(coconut (milk|cream|yogh?urt)|almond milk|oat milk|soy milk|rice milk|cashew (milk|cream)|peanut butter|almond butter|nut butter|cocoa butter|butternut|butter beans?|butterhead|vegan (butter|cheese))\b/g;
const EGG = /\b(eggs?|egg (yolks?|whites?)|mayonnaise|mayo|meringue|aioli)\b/;
const NOT_EGG = /\b(eggplants?|vegan mayo(nnaise)?)\b/g;
const GLUTEN =
  /\b(flour|wheat|bread|breadcrumbs|panko|pasta|spaghetti|penne|linguine|fettuccine|macaroni|lasagne|lasagna|noodles?|udon|ramen|couscous|bulgur|barley|rye|semolina|farro|spelt|seitan|tortillas?|pita|naan|croutons?|soy sauce|beer|crackers?|pastry|puff pastry|phyllo|filo|baguette|brioche|buns?|rolls?|dumpling wrappers?|wonton)\b/;
const NOT_GLUTEN =
  /\b(gluten[- ]free|rice flour|almond flour|coconut flour|corn tortillas?|rice noodles?|tamari|buckwheat|chickpea flour|cornflour|corn flour|tapioca flour|potato flour|rice paper)\b/g;
const NUTS =
  /\b(nuts?|almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|macadamias?|peanuts?|pine nuts|brazil nuts?|praline|marzipan|nutella|almond (milk|butter|flour|extract)|peanut butter|satay)\b/;
const NOT_NUTS = /\b(nutmeg|butternut|coconut|water chestnuts?|doughnuts?|donuts?)\b/g;
const HONEY = /\bhoney\b/;
const ALCOHOL =
  /\b(wine|beer|rum|vodka|brandy|cognac|sherry|sake|mirin|bourbon|whisk(e)?y|gin|tequila|liqueur|marsala|stout|cider)\b/;
const NOT_ALCOHOL = /\b(wine vinegar|cider vinegar|rice vinegar|ginger)\b/g;

/** Whether `yes` is in the text once the `no` words (global patterns) are taken out. */
const matches = (text: string, yes: RegExp, no?: RegExp) =>
  yes.test(no ? text.replace(no, ' ') : text);

function lower(ingredient: PlanIngredient) {
  return ingredient.name.toLowerCase();
}

const isMeat = (i: PlanIngredient) =>
  matches(lower(i), MEAT) ||
  (i.category === 'Meat and Seafood' && !matches(lower(i), FISH) && !matches(lower(i), SHELLFISH));
const isSeafood = (i: PlanIngredient) => matches(lower(i), FISH) || matches(lower(i), SHELLFISH);
const isDairy = (i: PlanIngredient) => matches(lower(i), DAIRY, NOT_DAIRY);
const isEgg = (i: PlanIngredient) => matches(lower(i), EGG, NOT_EGG);
const isAnimal = (i: PlanIngredient) =>
  isMeat(i) ||
  isSeafood(i) ||
  isDairy(i) ||
  isEgg(i) ||
  matches(lower(i), HONEY) ||
  i.category === 'Meat and Seafood' ||
  (i.category === 'Dairy and Eggs' && !matches(lower(i), NOT_DAIRY));

/** Whether an ingredient breaks a restriction, read from its name and catalogue category. */
const BREAKS: Record<Exclude<DietaryRestriction, 'none'>, (i: PlanIngredient) => boolean> = {
  vegetarian: (i) => isMeat(i) || isSeafood(i),
  vegan: isAnimal,
  pescatarian: isMeat,
  'gluten-free': (i) => matches(lower(i), GLUTEN, NOT_GLUTEN),
  'dairy-free': isDairy,
  'nut-free': (i) => matches(lower(i), NUTS, NOT_NUTS),
  // Without a certificate, only dishes with no meat, no shellfish (kosher) and no alcohol (halal).
  kosher: (i) => isMeat(i) || matches(lower(i), SHELLFISH),
  halal: (i) => isMeat(i) || matches(lower(i), PORK) || matches(lower(i), ALCOHOL, NOT_ALCOHOL),
};

const RESTRICTION_KEYS = Object.keys(BREAKS) as Exclude<DietaryRestriction, 'none'>[];
const MAX_REMEMBERED = 20_000;
const broken = new Map<string, ReadonlySet<string>>();

/** The restrictions an ingredient breaks; remembered, as a week reads the same foods often. */
function breaksOf(ingredient: PlanIngredient): ReadonlySet<string> {
  const key = `${ingredient.category}\u0000${ingredient.name}`;
  let found = broken.get(key);
  if (!found) {
    found = new Set(RESTRICTION_KEYS.filter((restriction) => BREAKS[restriction](ingredient)));
    if (broken.size >= MAX_REMEMBERED) broken.clear();
    broken.set(key, found);
  }
  return found;
}

/** A recipe's own dietary labels that promise a restriction (vegan promises vegetarian too). */
export const DIET_PROMISED_BY: Record<Exclude<DietaryRestriction, 'none'>, string[]> = {
  vegetarian: ['vegetarian', 'vegan'],
  vegan: ['vegan'],
  pescatarian: ['pescatarian', 'vegetarian', 'vegan'],
  'gluten-free': ['gluten-free'],
  'dairy-free': ['dairy-free', 'vegan'],
  'nut-free': ['nut-free'],
  kosher: ['kosher'],
  halal: ['halal'],
};

/**
 * Whether a recipe meets one dietary restriction (a hard rule of the planner): its own dietary
 * info when it promises it, else its parsed ingredients against the catalogue's categories and
 * known food words. A recipe with no ingredients to read (a locked premium one) meets none.
 */
export function meetsRestriction(
  recipe: { dietaryRestrictions: readonly string[]; ingredients: readonly PlanIngredient[] },
  restriction: DietaryRestriction,
): boolean {
  if (restriction === 'none') return true;
  const labels = recipe.dietaryRestrictions.map((label) => label.toLowerCase().trim());
  if (DIET_PROMISED_BY[restriction].some((label) => labels.includes(label))) return true;
  if (recipe.ingredients.length === 0) return false;
  return !recipe.ingredients.some((ingredient) => breaksOf(ingredient).has(restriction));
}

/** Whether a recipe meets every restriction of a profile. */
export function meetsDiet(
  recipe: { dietaryRestrictions: readonly string[]; ingredients: readonly PlanIngredient[] },
  restrictions: readonly DietaryRestriction[],
): boolean {
  return restrictions.every((restriction) => meetsRestriction(recipe, restriction));
}

const categoriesSeen = new Map<string, readonly string[]>();

/** The questionnaire's food categories of one ingredient (remembered, like breaksOf). */
function categoriesOfIngredient(ingredient: PlanIngredient): readonly string[] {
  const key = `${ingredient.category}\u0000${ingredient.name}`;
  const known = categoriesSeen.get(key);
  if (known) return known;
  const found: string[] = [];
  const name = lower(ingredient);
  if (isMeat(ingredient)) found.push('Meat');
  if (isSeafood(ingredient)) found.push('Fish');
  if (isDairy(ingredient)) found.push('Dairy');
  if (isEgg(ingredient)) found.push('Eggs');
  if (matches(name, NUTS, NOT_NUTS)) found.push('Nuts');
  if (/\b(beans?|lentils?|chickpeas?|tofu|tempeh|edamame|peas)\b/.test(name)) found.push('Legumes');
  if (/\b(rice|pasta|quinoa|oats?|barley|bread|noodles?|couscous|bulgur|flour)\b/.test(name))
    found.push('Grains');
  if (/\b(chil(l)?i(es)?|jalape(n|ñ)os?|cayenne|sriracha|gochujang|harissa|chipotle)\b/.test(name))
    found.push('Spicy Foods');
  if (/\b(kimchi|miso|sauerkraut|yogh?urt|kefir|tempeh|kombucha)\b/.test(name))
    found.push('Fermented Foods');
  if (/\b(sausages?|bacon|ham|hot dogs?|canned|instant|processed)\b/.test(name))
    found.push('Processed Foods');
  if (ingredient.category === 'Produce') {
    found.push(
      /\b(apples?|bananas?|berries|strawberr(y|ies)|blueberr(y|ies)|lemons?|limes?|oranges?|mangoe?s?|pineapples?|peach(es)?|pears?|grapes?)\b/.test(
        name,
      )
        ? 'Fruits'
        : 'Vegetables',
    );
  }
  if (categoriesSeen.size >= MAX_REMEMBERED) categoriesSeen.clear();
  categoriesSeen.set(key, found);
  return found;
}

/** The food categories of the questionnaire a recipe holds, read from its ingredients and tags. */
export function foodCategoriesOf(recipe: {
  ingredients: readonly PlanIngredient[];
  tags: readonly string[];
}): Set<string> {
  const found = new Set<string>();
  for (const ingredient of recipe.ingredients)
    for (const category of categoriesOfIngredient(ingredient)) found.add(category);
  if (recipe.tags.some((tag) => tag.toLowerCase().includes('spicy'))) found.add('Spicy Foods');
  return found;
}

/** The main ingredient of a recipe, for spreading them over the week: its first protein. */
export function mainIngredientOf(recipe: { ingredients: readonly PlanIngredient[] }): string {
  const protein = recipe.ingredients.find(
    (i) =>
      isMeat(i) ||
      isSeafood(i) ||
      /\b(tofu|tempeh|chickpeas?|lentils?|beans?|eggs?|paneer|halloumi)\b/.test(lower(i)),
  );
  const main = protein ?? recipe.ingredients[0];
  if (!main) return '';
  const name = lower(main);
  const word =
    /\b(beef|pork|chicken|turkey|lamb|duck|salmon|tuna|cod|shrimp|prawns?|tofu|tempeh|chickpeas?|lentils?|beans?|eggs?|paneer|halloumi)\b/.exec(
      name,
    );
  return (word?.[1] ?? name).replace(/s$/, '');
}
