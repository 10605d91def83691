import {
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import {
  ingredientLines,
  ingredientsByAisle,
  type IngredientDisplayOptions,
  type RecipeIngredient,
} from '../recipe-display';

export interface RecipeFact {
  label: string;
  value: string;
}

/** Times, servings and the like, as a description list of small cards. */
export function RecipeFacts({ facts }: { facts: readonly RecipeFact[] }) {
  return (
    <SimpleGrid cols={facts.length} spacing="sm" component="dl" m={0}>
      {facts.map((fact) => (
        <Paper key={fact.label} withBorder radius="md" p="sm" ta="center">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {fact.label}
          </Text>
          <Text component="dd" fw={700} m={0}>
            {fact.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

interface RecipeIngredientsProps {
  ingredients: readonly RecipeIngredient[];
  display: IngredientDisplayOptions;
  /** Controls between the heading and the list: servings, units. */
  controls?: ReactNode;
  /** Lists the ingredients by grocery aisle under the list (the categories matched on save). */
  showAisles?: boolean;
}

/** The ingredients in the units and for the servings asked for. */
export function RecipeIngredients({
  ingredients,
  display,
  controls,
  showAisles = false,
}: RecipeIngredientsProps) {
  const lines = ingredientLines(ingredients, display);
  return (
    <Stack gap="sm" component="section" aria-labelledby="ingredients-heading">
      <Title order={2} fz="xl" id="ingredients-heading">
        Ingredients
      </Title>
      {controls}
      <List spacing="xs" aria-labelledby="ingredients-heading">
        {lines.map((line) => (
          <List.Item key={line.key}>
            <Text span fw={600}>
              {line.amount}
            </Text>{' '}
            {line.name}
            {line.preparation && (
              <Text span c="dimmed">
                , {line.preparation}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      {showAisles && (
        <Stack gap={4} data-testid="ingredient-aisles">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            By aisle
          </Text>
          {ingredientsByAisle(ingredients).map((group) => (
            <Text key={group.aisle} size="sm">
              <Text span fw={600}>
                {group.aisle}:
              </Text>{' '}
              <Text span c="dimmed">
                {group.names.join(', ')}
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface RecipeInstructionsProps {
  steps: readonly { text: string }[];
  /** Shown under the steps, such as a note that more follow. */
  children?: ReactNode;
}

/** The numbered steps. */
export function RecipeInstructions({ steps, children }: RecipeInstructionsProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="instructions-heading">
      <Title order={2} fz="xl" id="instructions-heading">
        Instructions
      </Title>
      <List type="ordered" spacing="md" aria-labelledby="instructions-heading">
        {steps.map((step, index) => (
          <List.Item key={index}>{step.text}</List.Item>
        ))}
      </List>
      {children}
    </Stack>
  );
}

/** The recipe's tags; nothing without any. */
export function RecipeTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="tags-heading">
      <Title order={2} fz="xl" id="tags-heading">
        Tags
      </Title>
      <Group gap={6}>
        {tags.map((tag) => (
          <Badge key={tag} variant="light" color="gray">
            {tag}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

interface RecipeLoadFailureProps {
  /** Why loading failed; none means there was nothing to load (a broken link): not found. */
  error?: Error;
  notFoundTitle: string;
  /** Under the title when not found; a failure shows its own message. */
  notFoundText?: string;
  failureTitle: string;
  /** The way out, offered either way. */
  exit: { to: string; label: string };
  /** Offers Try Again after a failure other than not found. */
  onRetry?: () => void;
}

/** A page's recipe or chef that is not found or failed to load, with the way back. */
export function RecipeLoadFailure({
  error,
  notFoundTitle,
  notFoundText,
  failureTitle,
  exit,
  onRetry,
}: RecipeLoadFailureProps) {
  const isNotFound = !error || (error instanceof ApiError && error.status === 404);
  const text = isNotFound ? notFoundText : error.message;
  return (
    <Paper withBorder radius="lg" p="xl" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz={26}>
          {isNotFound ? notFoundTitle : failureTitle}
        </Title>
        {text && <Text c="dimmed">{text}</Text>}
        <Group gap="sm" justify="center">
          {!isNotFound && onRetry && (
            <Button variant="default" onClick={onRetry}>
              Try Again
            </Button>
          )}
          <Button component={Link} to={exit.to} variant="light">
            {exit.label}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** What the detail page and the edit form say about a recipe they cannot load (spec 2 §2). */
export const RECIPE_LOAD_FAILURE = {
  notFoundTitle: 'Recipe not found',
  notFoundText: "The recipe you're looking for doesn't exist or has been removed.",
  failureTitle: 'Failed to load recipe',
  exit: { to: paths.recipes, label: 'Return to Recipes' },
} as const satisfies Omit<RecipeLoadFailureProps, 'error' | 'onRetry'>;

/** The locked card of a premium recipe the viewer has not bought; children add price and actions. */
export function RecipePremiumCard({ children }: { children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="premium-recipe">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" color="yellow" size={48} radius="xl">
          <IconLock size={24} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="xl">
          Premium Recipe
        </Title>
        <Text c="dimmed">Purchase this recipe to view its ingredients and instructions.</Text>
        {children}
      </Stack>
    </Paper>
  );
}
