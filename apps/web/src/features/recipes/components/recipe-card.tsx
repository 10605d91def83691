import type { RecipeSummary } from '@simmer/domain/recipes';
import { ActionIcon } from '@mantine/core';
import { IconClock, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { memo, type CSSProperties } from 'react';
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
 * had not changed. Drawn with plain elements styled like Mantine's Card, Text and Badge
 * (recipe-card.module.css) rather than with those components: twenty cards were about four
 * hundred Mantine components, the Recipe Box's largest piece of main-thread work on a phone.
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
    <div className={classes.card} data-testid="recipe-card">
      <div className={classes.media}>
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
            <p className={classes.placeholderName}>{recipe.name}</p>
          </div>
        )}
        <div className={classes.badges}>
          <span className={`${classes.badge} ${classes.badgeTime}`}>
            <IconClock size={12} aria-hidden className={classes.badgeIcon} />
            {recipe.prepTime + recipe.cookTime} mins
          </span>
          <span
            className={`${classes.badge} ${classes.badgeFilled}`}
            style={
              {
                '--badge-bg': `var(--mantine-color-${DIFFICULTY_COLORS[recipe.difficulty]}-filled)`,
              } as CSSProperties
            }
          >
            {recipe.difficulty}
          </span>
        </div>
        <SaveRecipeButton recipe={recipe} />
      </div>

      <div className={classes.body}>
        <h3 className={classes.name}>
          <Link to={paths.recipe(recipe.id)} className={classes.link}>
            {recipe.name}
          </Link>
        </h3>
        <p className={classes.meta}>
          {recipe.servings} {recipe.servings === 1 ? 'serving' : 'servings'}
          {recipe.cuisine ? ` · ${recipe.cuisine}` : ''}
        </p>
        {recipe.description && <p className={classes.description}>{recipe.description}</p>}
        {recipe.tags.length > 0 && (
          <div className={classes.tags}>
            {recipe.tags.slice(0, MAX_TAGS).map((tag) => (
              <span key={tag} className={`${classes.badge} ${classes.tag}`}>
                {tag}
              </span>
            ))}
            {extraTags > 0 && (
              <span
                className={`${classes.badge} ${classes.tagMore}`}
                aria-label={`${extraTags} more tags`}
              >
                +{extraTags}
              </span>
            )}
          </div>
        )}
      </div>
    </div>
  );
});

/** A card-shaped placeholder while recipes load: plain shapes, drawn before every list. */
export function RecipeCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden data-testid="recipe-card-skeleton">
      <div className={`${classes.media} ${classes.shimmer}`} />
      <div className={classes.body}>
        <div className={classes.shimmer} style={{ height: 20, width: '80%' }} />
        <div className={classes.shimmer} style={{ height: 14, width: '40%' }} />
        <div className={classes.shimmer} style={{ height: 14 }} />
        <div className={classes.shimmer} style={{ height: 14, width: '90%' }} />
      </div>
    </div>
  );
}
