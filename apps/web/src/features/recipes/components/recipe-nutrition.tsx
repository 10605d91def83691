import type { Recipe } from '@simmer/domain/recipes';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

const NUTRIENTS = [
  { key: 'calories', label: 'Calories', unit: '' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbohydrates', label: 'Carbohydrates', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
  { key: 'fiber', label: 'Fiber', unit: 'g' },
] as const;

function format(value: number, unit: string) {
  const rounded = unit ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded.toLocaleString()}${unit ? ` ${unit}` : ''}`;
}

/**
 * Nutrition per serving: the author's figures, or else an estimate from the ingredients matched to
 * the catalogue, marked as estimated with how many ingredients it counts. Per serving, so it does
 * not change when the servings are scaled.
 */
export function RecipeNutrition({ recipe }: { recipe: Recipe }) {
  const estimate = recipe.nutritionalInfo ? null : recipe.estimatedNutrition;
  const values = recipe.nutritionalInfo ?? estimate?.perServing;
  if (!values) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="nutrition-heading">
      <Group gap="sm" align="center">
        <Title order={2} fz="xl" id="nutrition-heading">
          Nutrition per serving
        </Title>
        {estimate && (
          <Badge variant="light" color="gray">
            Estimated
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="sm" component="dl" m={0}>
        {NUTRIENTS.map((nutrient) => (
          <Paper key={nutrient.key} withBorder radius="md" p="sm" ta="center">
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {nutrient.label}
            </Text>
            <Text component="dd" fw={700} m={0}>
              {format(values[nutrient.key], nutrient.unit)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {estimate && (
        <Text size="xs" c="dimmed">
          Estimated from {estimate.coveredIngredients} of {estimate.totalIngredients} ingredients
          using USDA data.
        </Text>
      )}
    </Stack>
  );
}
