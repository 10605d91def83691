import { MEAL_MESSAGES } from '@simmer/domain/meal-plans';
import type { RecipeSummary } from '@simmer/domain/recipes';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconChefHat,
  IconClock,
  IconListDetails,
  IconLock,
  IconSearch,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RECIPE_SEARCH_LIMIT, useRecipeSearch } from '../api/recipe-search';
import { RecipeDetailsDialog } from './recipe-details-dialog';
import classes from './recipe-picker.module.css';

const SEARCH_DEBOUNCE_MS = 300;
const MAX_TAGS = 3;
// 44 px touch targets on phones.
const TOUCH_SIZE = { base: 44, sm: 0 };

interface RecipePickerProps {
  /** Adds the recipe to the meal. */
  onSelect: (recipeId: string) => void;
  /** The recipe being added, if any: its button spins and the others wait. */
  selectingId: string | null;
}

/**
 * Recipe search over the recipes the user may see (spec 2 §2 side panel): each row selects the
 * recipe, shows its ingredients and steps, or launches cook mode.
 */
export function RecipePicker({ onSelect, selectingId }: RecipePickerProps) {
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useRecipeSearch(debouncedQuery);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const isSearching = search.isFetching && !search.isPending;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        Choose a Recipe
      </Title>
      <TextInput
        type="search"
        aria-label="Search recipes"
        placeholder="Search recipes..."
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          isSearching ? (
            <Loader size={16} aria-label="Searching" />
          ) : query ? (
            <CloseButton aria-label="Clear search" onClick={() => setQuery('')} />
          ) : null
        }
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {search.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading recipes">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h={88} radius="md" />
          ))}
        </Stack>
      ) : search.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={MEAL_MESSAGES.loadRecipesFailed}
          role="alert"
        >
          <Button size="xs" variant="default" onClick={() => void search.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : search.data.recipes.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {debouncedQuery.trim()
            ? `No recipes match "${debouncedQuery.trim()}"`
            : 'No recipes yet. Add a recipe to plan it here.'}
        </Text>
      ) : (
        <>
          <Stack gap="xs" component="ul" className={classes.list} aria-label="Recipes">
            {search.data.recipes.map((recipe) => (
              <RecipeRow
                key={recipe.id}
                recipe={recipe}
                isSelecting={selectingId === recipe.id}
                isDisabled={selectingId !== null}
                onSelect={() => onSelect(recipe.id)}
                onShowDetails={() => setDetailsId(recipe.id)}
              />
            ))}
          </Stack>
          {search.data.nextCursor !== null && (
            <Text size="xs" c="dimmed" ta="center">
              Showing the first {RECIPE_SEARCH_LIMIT} recipes. Refine your search to find others.
            </Text>
          )}
        </>
      )}
      <RecipeDetailsDialog
        recipeId={detailsId}
        onClose={() => setDetailsId(null)}
        onSelect={(recipeId) => {
          // The row's button shows the progress, and any failure shows in the panel behind.
          setDetailsId(null);
          onSelect(recipeId);
        }}
      />
    </Stack>
  );
}

interface RecipeRowProps {
  recipe: RecipeSummary;
  isSelecting: boolean;
  isDisabled: boolean;
  onSelect: () => void;
  onShowDetails: () => void;
}

function RecipeRow({ recipe, isSelecting, isDisabled, onSelect, onShowDetails }: RecipeRowProps) {
  const image = recipe.images[0];
  const extraTags = recipe.tags.length - MAX_TAGS;
  return (
    <Paper component="li" withBorder radius="md" p="xs" data-testid="recipe-option">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {image ? (
          <img
            className={classes.thumb}
            src={image.thumb}
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            alt=""
          />
        ) : (
          <div className={classes.thumbPlaceholder} aria-hidden>
            <IconToolsKitchen2 size={24} />
          </div>
        )}
        <Stack gap={6} flex={1} miw={0}>
          <Text fw={600} lh={1.3} lineClamp={2}>
            {recipe.name}
          </Text>
          <Group gap={4}>
            <Badge
              variant="light"
              color="gray"
              tt="none"
              leftSection={<IconClock size={12} aria-hidden />}
            >
              {recipe.totalTime} mins
            </Badge>
            {recipe.isLocked && (
              <Badge
                variant="light"
                color="yellow"
                tt="none"
                leftSection={<IconLock size={12} aria-hidden />}
              >
                Premium
              </Badge>
            )}
            {recipe.tags.slice(0, MAX_TAGS).map((tag) => (
              <Badge key={tag} variant="light">
                {tag}
              </Badge>
            ))}
            {extraTags > 0 && (
              <Badge variant="outline" color="gray" aria-label={`${extraTags} more tags`}>
                +{extraTags}
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              mih={TOUCH_SIZE}
              aria-label={`Select ${recipe.name}`}
              loading={isSelecting}
              disabled={isDisabled && !isSelecting}
              onClick={onSelect}
            >
              Select
            </Button>
            <Tooltip
              label="View details"
              withArrow
              events={{ hover: true, focus: true, touch: false }}
            >
              <ActionIcon
                variant="default"
                size="lg"
                miw={TOUCH_SIZE}
                mih={TOUCH_SIZE}
                aria-label={`View details of ${recipe.name}`}
                onClick={onShowDetails}
              >
                <IconListDetails size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip
              label="Cook Mode"
              withArrow
              events={{ hover: true, focus: true, touch: false }}
            >
              <ActionIcon
                component={Link}
                to={paths.recipeCookMode(recipe.id)}
                variant="default"
                size="lg"
                miw={TOUCH_SIZE}
                mih={TOUCH_SIZE}
                aria-label={`Launch cook mode for ${recipe.name}`}
              >
                <IconChefHat size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
