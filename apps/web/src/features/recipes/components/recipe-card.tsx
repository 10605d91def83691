import type { Recipe } from '@simmer/domain/recipes';
import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import classes from './recipe-card.module.css';
import media from './recipe-media.module.css';

const MAX_TAGS = 3;

export const DIFFICULTY_COLORS = { easy: 'green', medium: 'yellow', hard: 'red' } as const;

// The grid shows 1 column on phones, 2 on tablets, 3 then 4 on desktops.
const CARD_IMAGE_SIZES =
  '(min-width: 75em) 25vw, (min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw';

/** A recipe in the Recipe Box grid, linking to its detail page. */
export function RecipeCard({ recipe }: { recipe: Recipe }) {
  const image = recipe.images[0];
  const extraTags = recipe.tags.length - MAX_TAGS;
  return (
    <Card
      component={Link}
      to={paths.recipe(recipe.id)}
      withBorder
      radius="lg"
      padding="md"
      className={classes.card}
      data-testid="recipe-card"
    >
      <Card.Section className={classes.media}>
        {image ? (
          <img
            className={media.image}
            src={image.medium}
            srcSet={`${image.thumb} 200w, ${image.medium} 400w`}
            sizes={CARD_IMAGE_SIZES}
            width={400}
            height={300}
            loading="lazy"
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
        <Group justify="space-between" gap={6} className={classes.badges}>
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
      </Card.Section>

      <Stack gap={6} mt="md">
        <Text component="h3" fw={700} fz="lg" lh={1.3} lineClamp={2} m={0}>
          {recipe.name}
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
}

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
