import { Button, Group, SimpleGrid, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IMPORT_MESSAGES, type ImportDraft } from '@simmer/domain/import';
import { MAX_RECIPE_IMAGES } from '@simmer/domain/recipes';
import { IconCheck, IconPhoto } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  RecipeEditor,
  RecipeEditorSection,
  RecipeIngredientsSection,
  RecipeInstructionsSection,
  RecipeNameFields,
  RecipeTagsField,
  RecipeTimesFields,
  type RecipeEditorBanner,
} from '@/components/recipe-editor';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSaveImport } from '../api/imports';
import {
  draftToReviewValues,
  fieldHints,
  guessedFieldsNote,
  newReviewIngredient,
  newReviewStep,
  reviewSnapshot,
  reviewToSaveInput,
  toggleKeptImage,
  validateReview,
  type ReviewStepRow,
  type ReviewValues,
} from '../review-values';
import classes from '../recipe-import.module.css';
import { OfferedImage } from './offered-image';
import { StepImageDialog } from './step-image-dialog';

function bannerFor(error: unknown): RecipeEditorBanner {
  if (error instanceof ApiError && (error.code === 'NETWORK' || error.status < 500)) {
    const { details } = error;
    const upgrade = Boolean(details && typeof details === 'object' && 'upgrade' in details);
    return { message: error.message, upgradeTo: upgrade ? paths.pro : undefined };
  }
  return { message: 'Failed to save recipe' };
}

function OfferedImages({
  values,
  onToggle,
}: {
  values: ReviewValues;
  onToggle: (url: string) => void;
}) {
  const kept = new Set(values.keptImageUrls);
  const isFull = kept.size >= MAX_RECIPE_IMAGES;
  return (
    <>
      <Text size="sm" c="dimmed" aria-live="polite">
        Choose up to {MAX_RECIPE_IMAGES} images for the recipe: {kept.size} of {MAX_RECIPE_IMAGES}{' '}
        chosen.
      </Text>
      <ul className={classes.imageGrid} aria-label="Images from the source">
        {values.offeredImages.map((image, index) => {
          const isKept = kept.has(image.url);
          return (
            <li key={image.url}>
              <button
                type="button"
                className={classes.imageChoice}
                aria-pressed={isKept}
                aria-label={`Keep image ${index + 1}${image.type === 'main' ? ' (main image)' : ''}`}
                disabled={!isKept && isFull}
                onClick={() => onToggle(image.url)}
              >
                <OfferedImage url={image.url} />
                {isKept && (
                  <ThemeIcon className={classes.imageMark} radius="xl" size={26} aria-hidden>
                    <IconCheck size={16} />
                  </ThemeIcon>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function StepImage({
  row,
  position,
  onAssign,
}: {
  row: ReviewStepRow;
  position: number;
  onAssign: () => void;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      {row.imageUrl && (
        <OfferedImage
          url={row.imageUrl}
          alt={`Image for step ${position}`}
          className={classes.stepImage}
        />
      )}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPhoto size={16} aria-hidden />}
        onClick={onAssign}
        aria-label={`${row.imageUrl ? 'Change' : 'Assign'} image for step ${position}`}
      >
        {row.imageUrl ? 'Change image' : 'Assign image'}
      </Button>
    </Group>
  );
}

interface ImportReviewFormProps {
  importId: string;
  draft: ImportDraft;
  /** Cancel: the result is dropped and the input box starts again empty. */
  onDiscard: () => void;
}

/** The editable review of an extracted recipe, saved as a private recipe (spec 2 §2). */
export function ImportReviewForm({ importId, draft, onDiscard }: ImportReviewFormProps) {
  const navigate = useNavigate();
  const save = useSaveImport();
  const [initial] = useState(() => draftToReviewValues(draft));
  const [values, setValues] = useState(initial);
  const [baseline] = useState(() => reviewSnapshot(initial));
  const [hasTriedSave, setHasTriedSave] = useState(false);
  const [banner, setBanner] = useState<RecipeEditorBanner | null>(null);
  const [imageStepKey, setImageStepKey] = useState<string | null>(null);
  const [errorFocusRequest, setErrorFocusRequest] = useState(0);
  const isLeaving = useRef(false);

  const errors = hasTriedSave ? validateReview(values) : {};
  const isDirty = reviewSnapshot(values) !== baseline;

  const change = (patch: Partial<ReviewValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setHasTriedSave(true);
    setBanner(null);
    if (Object.keys(validateReview(values)).length > 0) {
      setErrorFocusRequest((count) => count + 1);
      return;
    }
    save.mutate(
      { importId, input: reviewToSaveInput(values) },
      {
        onSuccess: ({ recipeId, skippedImages }) => {
          isLeaving.current = true;
          void notify({ color: 'green', message: IMPORT_MESSAGES.analyzed });
          if (skippedImages > 0) {
            void notify({
              color: 'yellow',
              message:
                skippedImages === 1
                  ? '1 image could not be saved with the recipe'
                  : `${skippedImages} images could not be saved with the recipe`,
            });
          }
          void navigate(paths.recipe(recipeId));
        },
        onError: (error) => setBanner(bannerFor(error)),
      },
    );
  };

  const imageStep = values.instructions.find((row) => row.key === imageStepKey);
  const imageStepPosition = imageStep ? values.instructions.indexOf(imageStep) + 1 : null;
  const hasImages = values.offeredImages.length > 0;
  const guessNote = guessedFieldsNote(draft);
  const hints = fieldHints(draft);

  return (
    <RecipeEditor
      label="Review the recipe"
      banner={banner}
      bannerTestId="import-save-error"
      isDirty={isDirty}
      isLeaving={isLeaving}
      errorFocusRequest={errorFocusRequest}
      isSaving={save.isPending}
      onSubmit={submit}
      cancel={{ onCancel: onDiscard }}
      discard={{
        title: 'Discard this recipe?',
        message: 'You have changed this recipe. If you discard it now, your changes will be lost.',
        confirmLabel: 'Discard',
      }}
      dialogs={
        <StepImageDialog
          position={imageStepPosition}
          images={values.offeredImages}
          current={imageStep?.imageUrl}
          onChoose={(imageUrl) =>
            change({
              instructions: values.instructions.map((row) => {
                if (row.key !== imageStepKey) return row;
                const { imageUrl: _previous, ...rest } = row;
                return imageUrl ? { ...rest, imageUrl } : rest;
              }),
            })
          }
          onClose={() => setImageStepKey(null)}
        />
      }
    >
      <RecipeEditorSection title="Basic Information">
        {guessNote && (
          <Text size="sm" c="dimmed" data-testid="import-guessed-fields">
            {guessNote}
          </Text>
        )}
        <TextInput
          label="Chef Name"
          description={hints.author}
          placeholder="Who wrote this recipe?"
          value={values.author}
          onChange={(event) => change({ author: event.currentTarget.value })}
          maxLength={120}
          size="md"
        />
        <RecipeNameFields values={values} errors={errors} onChange={change} hints={hints} />
        <RecipeTimesFields values={values} errors={errors} onChange={change} hints={hints} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Cuisine"
            description={hints.cuisine}
            value={values.cuisine}
            onChange={(event) => change({ cuisine: event.currentTarget.value })}
            maxLength={60}
            size="md"
          />
          <RecipeTagsField values={values} onChange={change} />
        </SimpleGrid>
      </RecipeEditorSection>

      {hasImages && (
        <RecipeEditorSection title="Images">
          <OfferedImages
            values={values}
            onToggle={(url) => change({ keptImageUrls: toggleKeptImage(values, url) })}
          />
        </RecipeEditorSection>
      )}

      <RecipeIngredientsSection
        rows={values.ingredients}
        errors={errors}
        onChange={(ingredients) => change({ ingredients })}
        newRow={newReviewIngredient}
      />

      <RecipeInstructionsSection
        rows={values.instructions}
        errors={errors}
        onChange={(instructions) => change({ instructions })}
        newRow={newReviewStep}
        renderExtra={
          hasImages
            ? (row, position) => (
                <StepImage
                  row={row}
                  position={position}
                  onAssign={() => setImageStepKey(row.key)}
                />
              )
            : undefined
        }
      />
    </RecipeEditor>
  );
}
