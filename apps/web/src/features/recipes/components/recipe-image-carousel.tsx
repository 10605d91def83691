import type { RecipeImage } from '@simmer/domain/recipes';
import { ActionIcon, Badge, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import classes from './recipe-image-carousel.module.css';
import media from './recipe-media.module.css';

const MAX_IMAGES = 10;
const IMAGE_SIZES = '(min-width: 62em) 800px, 100vw';

interface RecipeImageCarouselProps {
  images: RecipeImage[];
  recipeName: string;
}

/** The recipe's large images; arrows only when there is more than one, a named block when none. */
export function RecipeImageCarousel({ images, recipeName }: RecipeImageCarouselProps) {
  const shown = images.slice(0, MAX_IMAGES);
  const [index, setIndex] = useState(0);
  const current = shown[Math.min(index, shown.length - 1)];

  if (!current) {
    return (
      <div className={classes.frame} data-testid="recipe-image-placeholder">
        <div className={media.placeholder}>
          <Text fw={700} fz="xl">
            {recipeName}
          </Text>
        </div>
      </div>
    );
  }

  const image = (
    <img
      className={media.image}
      src={current.large}
      srcSet={current.srcSet}
      sizes={IMAGE_SIZES}
      width={800}
      height={600}
      alt={shown.length > 1 ? `${recipeName}, image ${index + 1} of ${shown.length}` : recipeName}
    />
  );

  if (shown.length === 1) return <div className={classes.frame}>{image}</div>;

  const go = (step: number) => setIndex((index + step + shown.length) % shown.length);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };

  return (
    <section
      className={classes.frame}
      aria-roledescription="carousel"
      aria-label="Recipe images"
      onKeyDown={onKeyDown}
    >
      <div aria-live="polite" style={{ height: '100%' }}>
        {image}
      </div>
      <ActionIcon
        className={`${classes.control} ${classes.previous}`}
        variant="white"
        color="dark"
        size="lg"
        radius="xl"
        aria-label="Previous image"
        onClick={() => go(-1)}
      >
        <IconChevronLeft size={20} aria-hidden />
      </ActionIcon>
      <ActionIcon
        className={`${classes.control} ${classes.next}`}
        variant="white"
        color="dark"
        size="lg"
        radius="xl"
        aria-label="Next image"
        onClick={() => go(1)}
      >
        <IconChevronRight size={20} aria-hidden />
      </ActionIcon>
      <Badge className={classes.counter} variant="white" color="dark" aria-hidden>
        {index + 1} / {shown.length}
      </Badge>
    </section>
  );
}
