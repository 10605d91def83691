import { canonicalUnit, formatQuantity } from '@simmer/domain/ingredients';
import type { Recipe } from '@simmer/domain/recipes';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconChefHat, IconClock, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRecipeDetails } from '../api/recipe-search';

/** "½ cup flour": the amount as a cook writes it, in the recipe's own unit where it can stay. */
export function ingredientLine(ingredient: Recipe['ingredients'][number]): string {
  const written = ingredient.unit && ingredient.unit !== 'unit' ? ingredient.unit : null;
  const { amount, unit } = formatQuantity(ingredient.quantity, written);
  const shownUnit = written && unit === (canonicalUnit(written) ?? written) ? written : unit;
  return [amount, shownUnit, ingredient.name].filter(Boolean).join(' ');
}

interface RecipeDetailsDialogProps {
  /** The recipe to show; null keeps the dialog closed. */
  recipeId: string | null;
  onClose: () => void;
  /** Adds the recipe to the meal from inside the dialog; absent, only Close and Cook Mode show. */
  onSelect?: (recipeId: string) => void;
  isSelecting?: boolean;
}

/** A recipe's ingredients and steps in two tabs, loaded when opened (spec 2 §2 side panel). */
export function RecipeDetailsDialog({
  recipeId,
  onClose,
  onSelect,
  isSelecting = false,
}: RecipeDetailsDialogProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  // The last recipe shown stays while the dialog animates closed.
  const [shownId, setShownId] = useState(recipeId);
  if (recipeId !== null && recipeId !== shownId) setShownId(recipeId);
  const details = useRecipeDetails(shownId);
  return (
    <Modal
      opened={recipeId !== null}
      onClose={onClose}
      title={details.data?.name ?? 'Recipe details'}
      size="lg"
      centered
      fullScreen={isMobile}
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close recipe details' }}
      // Above the side panel the dialog opens from.
      zIndex={300}
    >
      {details.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading recipe details">
          <Skeleton h={18} w="40%" />
          <Skeleton h={36} />
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} h={16} />
          ))}
        </Stack>
      ) : details.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title="Failed to load recipe"
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{details.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void details.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <RecipeDetailsBody
          recipe={details.data}
          onClose={onClose}
          onSelect={onSelect}
          isSelecting={isSelecting}
        />
      )}
    </Modal>
  );
}

function RecipeDetailsBody({
  recipe,
  onClose,
  onSelect,
  isSelecting,
}: Omit<RecipeDetailsDialogProps, 'recipeId'> & { recipe: Recipe }) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge
          variant="light"
          color="gray"
          tt="none"
          leftSection={<IconClock size={12} aria-hidden />}
        >
          {recipe.totalTime} mins
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {recipe.servings} {recipe.servings === 1 ? 'serving' : 'servings'}
        </Badge>
        {recipe.tags.map((tag) => (
          <Badge key={tag} variant="light">
            {tag}
          </Badge>
        ))}
      </Group>
      {recipe.description && (
        <Text size="sm" c="dimmed">
          {recipe.description}
        </Text>
      )}
      {recipe.isLocked ? (
        <Paper withBorder radius="md" p="lg" data-testid="premium-recipe">
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon variant="light" color="yellow" size={40} radius="xl">
              <IconLock size={20} aria-hidden />
            </ThemeIcon>
            <Text fw={700}>Premium Recipe</Text>
            <Text size="sm" c="dimmed">
              Purchase this recipe to view its ingredients and instructions.
            </Text>
            <Button component={Link} to={paths.recipe(recipe.id)} variant="light" size="xs">
              View Recipe
            </Button>
          </Stack>
        </Paper>
      ) : (
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
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button
          component={Link}
          to={paths.recipeCookMode(recipe.id)}
          variant="light"
          leftSection={<IconChefHat size={16} aria-hidden />}
        >
          Cook Mode
        </Button>
        {onSelect && (
          <Button loading={isSelecting} onClick={() => onSelect(recipe.id)}>
            Add to Meal Plan
          </Button>
        )}
      </Group>
    </Stack>
  );
}
