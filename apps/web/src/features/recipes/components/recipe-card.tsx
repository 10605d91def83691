import type { RecipeSummary } from '@simmer/domain/recipes';
import { ActionIcon, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconClock, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { memo } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useSetRecipeSaved } from '../api/recipes';
import { CARD_IMAGE_SIZES, cardImageSrcSet } from '../card-image';
import classes from './recipe-card.module.css';
import media from './recipe-media.module.css';

const MAX_TAGS = 3;

export const DIFFICULTY_COLORS = { easy: 'green', medium: 'yellow', hard: 'red' } as const;

/**
 * The save (like) heart: optimistic, so it shows the state being sent until the server answers,
 * wherever the recipe came from.
 */
export function SaveRecipeButton({
  recipe,
  variant = 'overlay',
}: {
  recipe: Pick<RecipeSummary, 'id' | 'isSaved'>;
  variant?: 'overlay' | 'default';
}) {
  const setSaved = useSetRecipeSaved();
  const { data: user } = useSession();
  const navigate = useNavigate();
  // A visitor (a chef's public page) is sent to sign in first, then back here.
  const isVisitor = user === null;
  const isSaved = setSaved.isPending
    ? setSaved.variables.isSaved
    : setSaved.isSuccess
      ? setSaved.data.isSaved
      : recipe.isSaved;
  const Icon = isSaved ? IconHeartFilled : IconHeart;
  const hint = isVisitor
    ? 'Sign in to save recipes'
    : isSaved
      ? 'Remove from saved'
      : 'Save recipe';
  // The hint is drawn by CSS on hover and keyboard focus rather than by Mantine's Tooltip: twenty
  // floating tooltips mounted with the Recipe Box's cards were most of its first render's work
  // on a phone (ADR 0015).
  return (
    <span
      className={variant === 'overlay' ? `${classes.saveSlot} ${classes.save}` : classes.saveSlot}
    >
      <ActionIcon
        size="xl"
        radius="xl"
        variant={variant === 'overlay' ? 'white' : 'default'}
        color={isSaved ? 'red' : 'gray'}
        aria-label="Save recipe"
        aria-pressed={isSaved}
        onClick={() => {
          if (isVisitor) {
            // Read when clicked: subscribing every heart to the location re-rendered the whole grid
            // on each filter change.
            const { pathname, search } = window.location;
            void navigate(paths.login, { state: { from: { pathname, search } } });
            return;
          }
          setSaved.mutate({ id: recipe.id, isSaved: !isSaved });
        }}
      >
        <Icon size={22} aria-hidden color={isSaved ? 'var(--mantine-color-red-6)' : undefined} />
      </ActionIcon>
      <span
        role="tooltip"
        className={variant === 'overlay' ? `${classes.hint} ${classes.hintBeside}` : classes.hint}
      >
        {hint}
      </span>
    </span>
  );
}

/**
 * A recipe in a grid: its name links to the detail page over the whole card; the heart saves it.
 * Memoised: the list's queries settle one after another (counts, session, settings), and each
 * re-rendered every card although its recipe (kept identical by the query's structural sharing)
 * had not changed.
 */
export const RecipeCard = memo(function RecipeCard({
  recipe,
  isFirst = false,
}: {
  recipe: RecipeSummary;
  /** The first card of a list: its image is the page's largest paint, fetched first, never lazily. */
  isFirst?: boolean;
}) {
  const image = recipe.images[0];
  const extraTags = recipe.tags.length - MAX_TAGS;
  return (
    <Card withBorder radius="lg" padding="md" className={classes.card} data-testid="recipe-card">
      <Card.Section className={classes.media}>
        {image ? (
          <img
            className={media.image}
            src={image.medium}
            srcSet={cardImageSrcSet(image)}
            sizes={CARD_IMAGE_SIZES}
            width={400}
            height={300}
            loading={isFirst ? 'eager' : 'lazy'}
            fetchPriority={isFirst ? 'high' : 'auto'}
            decoding="async"
            alt=""
          />
        ) : (
          <div className={media.placeholder} aria-hidden>
            <Text fw={600} lineClamp={3}>
              {recipe.name}
            </Text>
          </div>
        )}
        <Group gap={6} className={classes.badges}>
          <Badge
            variant="white"
            color="dark"
            tt="none"
            leftSection={<IconClock size={12} aria-hidden />}
          >
            {recipe.prepTime + recipe.cookTime} mins
          </Badge>
          <Badge variant="filled" color={DIFFICULTY_COLORS[recipe.difficulty]}>
            {recipe.difficulty}
          </Badge>
        </Group>
        <SaveRecipeButton recipe={recipe} />
      </Card.Section>

      <Stack gap={6} mt="md">
        <Text component="h3" fw={700} fz="lg" lh={1.3} lineClamp={2} m={0}>
          <Link to={paths.recipe(recipe.id)} className={classes.link}>
            {recipe.name}
          </Link>
        </Text>
        <Text size="sm" c="dimmed">
          {recipe.servings} {recipe.servings === 1 ? 'serving' : 'servings'}
          {recipe.cuisine ? ` · ${recipe.cuisine}` : ''}
        </Text>
        {recipe.description && (
          <Text size="sm" lineClamp={2}>
            {recipe.description}
          </Text>
        )}
        {recipe.tags.length > 0 && (
          <Group gap={6} mt={4}>
            {recipe.tags.slice(0, MAX_TAGS).map((tag) => (
              <Badge key={tag} variant="light" color="gray" size="sm">
                {tag}
              </Badge>
            ))}
            {extraTags > 0 && (
              <Badge variant="outline" color="gray" size="sm" aria-label={`${extraTags} more tags`}>
                +{extraTags}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
});

/** A card-shaped placeholder while recipes load. */
export function RecipeCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="md" aria-hidden data-testid="recipe-card-skeleton">
      <Card.Section>
        <Skeleton style={{ aspectRatio: '4 / 3' }} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="md">
        <Skeleton height={20} width="80%" />
        <Skeleton height={14} width="40%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="90%" />
      </Stack>
    </Card>
  );
}
