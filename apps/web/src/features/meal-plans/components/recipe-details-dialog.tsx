import type { Recipe } from '@simmer/domain/recipes';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconChefHat, IconClock, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRecipeDetails } from '../api/recipe-search';
import { RecipeContentTabs } from './recipe-content-tabs';

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
        <RecipeContentTabs recipe={recipe} />
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
