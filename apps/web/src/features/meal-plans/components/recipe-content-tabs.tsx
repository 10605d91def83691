import { canonicalUnit, formatQuantity } from '@simmer/domain/ingredients';
import type { Recipe } from '@simmer/domain/recipes';
import { List, Tabs, Text } from '@mantine/core';

/** "½ cup flour": the amount as a cook writes it, in the recipe's own unit where it can stay. */
export function ingredientLine(ingredient: Recipe['ingredients'][number]): string {
  const written = ingredient.unit && ingredient.unit !== 'unit' ? ingredient.unit : null;
  const { amount, unit } = formatQuantity(ingredient.quantity, written);
  const shownUnit = written && unit === (canonicalUnit(written) ?? written) ? written : unit;
  return [amount, shownUnit, ingredient.name].filter(Boolean).join(' ');
}

/** A recipe's Ingredients and Steps as two tabs (the planner's recipe dialog, the wizard's overview). */
export function RecipeContentTabs({
  recipe,
}: {
  recipe: Pick<Recipe, 'ingredients' | 'instructions'>;
}) {
  return (
    <Tabs defaultValue="ingredients" keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab value="ingredients">Ingredients</Tabs.Tab>
        <Tabs.Tab value="steps">Steps</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="ingredients" pt="md">
        {recipe.ingredients.length === 0 ? (
          <Text c="dimmed" size="sm">
            No ingredients listed.
          </Text>
        ) : (
          <List spacing="xs" size="sm">
            {recipe.ingredients.map((ingredient, index) => (
              <List.Item key={index}>
                {ingredientLine(ingredient)}
                {ingredient.preparation && (
                  <Text span c="dimmed" size="sm">
                    , {ingredient.preparation}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="steps" pt="md">
        {recipe.instructions.length === 0 ? (
          <Text c="dimmed" size="sm">
            No steps listed.
          </Text>
        ) : (
          <List type="ordered" spacing="sm" size="sm">
            {recipe.instructions.map((step, index) => (
              <List.Item key={index}>{step.text}</List.Item>
            ))}
          </List>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
