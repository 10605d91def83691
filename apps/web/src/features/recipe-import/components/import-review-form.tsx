import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IMPORT_MESSAGES, type ImportDraft } from '@simmer/domain/import';
import { MAX_RECIPE_IMAGES } from '@simmer/domain/recipes';
import { IconAlertCircle, IconCheck, IconDeviceFloppy, IconPhoto } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import formLayout from '@/components/form-layout.module.css';
import { IngredientRowsEditor } from '@/components/ingredient-rows-editor';
import { StepRowsEditor } from '@/components/step-rows-editor';
import { paths } from '@/config/paths';
import { useFormGuards } from '@/hooks/use-form-guards';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSaveImport } from '../api/imports';
import {
  draftToReviewValues,
  MAX_STEP_MINUTES,
  newReviewIngredient,
  newReviewStep,
  reviewSnapshot,
  reviewToSaveInput,
  toggleKeptImage,
  validateReview,
  type NumberField,
  type ReviewStepRow,
  type ReviewValues,
} from '../review-values';
import classes from '../recipe-import.module.css';
import { OfferedImage } from './offered-image';
import { StepImageDialog } from './step-image-dialog';

interface Banner {
  message: string;
  /** Set when the server offers an upgrade (the free plan's recipe limit). */
  upgrade: boolean;
}

function bannerFor(error: unknown): Banner {
  if (error instanceof ApiError && (error.code === 'NETWORK' || error.status < 500)) {
    const { details } = error;
    const upgrade = Boolean(details && typeof details === 'object' && 'upgrade' in details);
    return { message: error.message, upgrade };
  }
  return { message: 'Failed to save recipe', upgrade: false };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `import-section-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={id}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
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
  const [banner, setBanner] = useState<Banner | null>(null);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const [imageStepKey, setImageStepKey] = useState<string | null>(null);
  const [errorFocusRequest, setErrorFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const isLeaving = useRef(false);

  const errors = hasTriedSave ? validateReview(values) : {};
  const isDirty = reviewSnapshot(values) !== baseline;

  const blocker = useFormGuards({
    isDirty,
    isLeaving,
    formRef,
    errorFocusRequest,
    bannerRef,
    banner,
  });

  const change = (patch: Partial<ReviewValues>) =>
    setValues((current) => ({ ...current, ...patch }));
  const numberField = (field: 'prepTime' | 'cookTime' | 'servings') => ({
    value: values[field],
    onChange: (value: NumberField) => change({ [field]: value }),
    error: errors[field],
    allowNegative: false,
    allowDecimal: false,
    inputMode: 'numeric' as const,
    size: 'md',
  });

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

  const cancel = () => {
    if (isDirty) setIsConfirmingCancel(true);
    else onDiscard();
  };

  const imageStep = values.instructions.find((row) => row.key === imageStepKey);
  const imageStepPosition = imageStep ? values.instructions.indexOf(imageStep) + 1 : null;
  const hasImages = values.offeredImages.length > 0;

  return (
    <form
      ref={formRef}
      className={formLayout.form}
      onSubmit={submit}
      noValidate
      aria-label="Review the recipe"
    >
      <Stack gap="lg">
        {banner && (
          <Alert
            ref={bannerRef}
            tabIndex={-1}
            color="red"
            variant="filled"
            role="alert"
            icon={<IconAlertCircle size={20} aria-hidden />}
            data-testid="import-save-error"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm" inherit>
                {banner.message}
              </Text>
              {banner.upgrade && (
                <Button component={Link} to={paths.pro} variant="white" color="red" size="sm">
                  Upgrade to Pro
                </Button>
              )}
            </Stack>
          </Alert>
        )}

        <Section title="Basic Information">
          <TextInput
            label="Chef Name"
            placeholder="Who wrote this recipe?"
            value={values.author}
            onChange={(event) => change({ author: event.currentTarget.value })}
            maxLength={120}
            size="md"
          />
          <TextInput
            label="Recipe Name"
            withAsterisk
            value={values.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
            error={errors.name}
            maxLength={200}
            size="md"
          />
          <Textarea
            label="Description"
            value={values.description}
            onChange={(event) => change({ description: event.currentTarget.value })}
            autosize
            minRows={2}
            maxLength={5000}
            size="md"
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label="Prep Time (minutes)"
              min={0}
              max={10_000}
              {...numberField('prepTime')}
            />
            <NumberInput
              label="Cook Time (minutes)"
              min={0}
              max={10_000}
              {...numberField('cookTime')}
            />
            <NumberInput
              label="Servings"
              min={1}
              max={1000}
              withAsterisk
              {...numberField('servings')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Cuisine"
              value={values.cuisine}
              onChange={(event) => change({ cuisine: event.currentTarget.value })}
              maxLength={60}
              size="md"
            />
            <TextInput
              label="Tags"
              description="Separate tags with commas"
              value={values.tags}
              onChange={(event) => change({ tags: event.currentTarget.value })}
              size="md"
            />
          </SimpleGrid>
        </Section>

        {hasImages && (
          <Section title="Images">
            <OfferedImages
              values={values}
              onToggle={(url) => change({ keptImageUrls: toggleKeptImage(values, url) })}
            />
          </Section>
        )}

        <Section title="Ingredients">
          <IngredientRowsEditor
            rows={values.ingredients}
            errors={errors}
            onChange={(ingredients) => change({ ingredients })}
            newRow={newReviewIngredient}
          />
        </Section>

        <Section title="Instructions">
          <StepRowsEditor
            rows={values.instructions}
            errors={errors}
            onChange={(instructions) => change({ instructions })}
            newRow={newReviewStep}
            maxMinutes={MAX_STEP_MINUTES}
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
        </Section>

        <div className={formLayout.actionBar}>
          <Group justify="flex-end" gap="sm" wrap="nowrap">
            <Button variant="default" size="md" onClick={cancel} disabled={save.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              size="md"
              disabled={save.isPending}
              leftSection={
                save.isPending ? (
                  <Loader size={16} color="gray" />
                ) : (
                  <IconDeviceFloppy size={18} aria-hidden />
                )
              }
            >
              {save.isPending ? 'Saving...' : 'Save Recipe'}
            </Button>
          </Group>
        </div>
      </Stack>

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

      <Modal
        opened={isConfirmingCancel || blocker.state === 'blocked'}
        onClose={() => {
          setIsConfirmingCancel(false);
          blocker.reset?.();
        }}
        title="Discard this recipe?"
        centered
      >
        <Stack gap="lg">
          <Text>
            You have changed this recipe. If you discard it now, your changes will be lost.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setIsConfirmingCancel(false);
                blocker.reset?.();
              }}
            >
              Keep Editing
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (blocker.state === 'blocked') {
                  blocker.proceed();
                  return;
                }
                setIsConfirmingCancel(false);
                onDiscard();
              }}
            >
              Discard
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
