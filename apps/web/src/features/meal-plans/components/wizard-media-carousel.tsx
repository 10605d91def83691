import type { StoryRecipe } from '@simmer/domain/suggestions';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import classes from './recipe-wizard.module.css';

/** Spec 3 §9: a carousel shows up to 10 large images. */
const MAX_IMAGES = 10;

type Slide = { kind: 'video'; url: string } | { kind: 'image'; src: string; srcSet: string };

/**
 * A suggestion's short video, then its images, one at a time (spec 2 §2 wizard). The arrow keys
 * move through them while the carousel has focus; the buttons do the same for pointer users.
 */
export function WizardMediaCarousel({ recipe }: { recipe: StoryRecipe }) {
  const slides: Slide[] = [
    ...(recipe.shortVideoUrl ? [{ kind: 'video' as const, url: recipe.shortVideoUrl }] : []),
    ...recipe.images
      .slice(0, MAX_IMAGES)
      .map((image) => ({ kind: 'image' as const, src: image.large, srcSet: image.srcSet })),
  ];
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };

  if (count === 0) {
    return (
      <div className={classes.media} data-testid="wizard-media">
        <div className={classes.noImage}>
          <Text fw={700} fz="xl" ta="center" px="md">
            {recipe.name}
          </Text>
        </div>
      </div>
    );
  }

  const slide = slides[Math.min(index, count - 1)]!;
  const position = `${Math.min(index, count - 1) + 1} of ${count}`;
  return (
    <div>
      <div
        className={classes.media}
        role="region"
        aria-roledescription="carousel"
        aria-label={`Pictures of ${recipe.name}${count > 1 ? ': use the arrow keys to browse' : ''}`}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="wizard-media"
      >
        {slide.kind === 'video' ? (
          <video
            className={classes.slide}
            src={slide.url}
            aria-label={`Video of ${recipe.name}`}
            controls
            muted
            playsInline
            loop
          />
        ) : (
          <img
            className={classes.slide}
            src={slide.src}
            srcSet={slide.srcSet}
            sizes="(min-width: 48em) 50vw, 100vw"
            alt={`${recipe.name}, picture ${position}`}
          />
        )}
      </div>
      {count > 1 && (
        <Group justify="center" gap="sm" mt="xs">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous picture"
            onClick={() => go(-1)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Text size="sm" aria-live="polite">
            {position}
          </Text>
          <ActionIcon variant="default" size="lg" aria-label="Next picture" onClick={() => go(1)}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </div>
  );
}
