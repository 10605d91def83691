import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { isAdmin, isChefOrAdmin, roleHasPermission } from '@simmer/domain/accounts';
import type { Recipe } from '@simmer/domain/recipes';
import { IconMovie } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  RecipeEditor,
  RecipeEditorSection,
  RecipeIngredientsSection,
  RecipeInstructionsSection,
  RecipeNameFields,
  RecipeTimesFields,
  type RecipeEditorBanner,
} from '@/components/recipe-editor';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSession, type SessionUser } from '@/lib/session';
import { saveErrorMessage, useSaveRecipe, type SaveRecipeOutcome } from '../api/recipe-mutations';
import { useRecipe } from '../api/recipes';
import {
  emptyRecipeFormValues,
  formSnapshot,
  formValuesToRecipeInput,
  newIngredientRow,
  newInstructionRow,
  pickImages,
  recipeToFormValues,
  validateRecipeForm,
  type RecipeFormOptions,
  type RecipeFormValues,
} from '../recipe-form-values';
import { RecipeFormDetails, RecipeFormNutrition } from './recipe-form-details';
import { RecipeFormImages, type PendingImage } from './recipe-form-images';
import { RecipeFormSelling } from './recipe-form-selling';
import { RECIPE_LOAD_FAILURE, RecipeLoadFailure } from './recipe-sections';

/**
 * Images a new recipe could not upload after it was created, handed to its edit form so the user
 * can retry them there. In memory only: a reload starts the edit form without them.
 */
const imagesToRetry = new Map<string, PendingImage[]>();

let lastImageKey = 0;
function pendingImage(file: File): PendingImage {
  lastImageKey += 1;
  return { key: `image-${lastImageKey}`, file };
}

function bannerForError(error: unknown): RecipeEditorBanner {
  const details = error instanceof ApiError ? error.details : undefined;
  const upgradeTo =
    details && typeof details === 'object' && 'upgrade' in details ? paths.pro : undefined;
  return { message: saveErrorMessage(error, 'Failed to save recipe'), upgradeTo };
}

function plural(count: number, noun: string) {
  return count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
}

function bannerForImages(failedUploads: number, failedRemovals: number): RecipeEditorBanner {
  const problems = [
    failedUploads > 0 && `${plural(failedUploads, 'image')} could not be uploaded`,
    failedRemovals > 0 && `${plural(failedRemovals, 'image')} could not be removed`,
  ].filter(Boolean);
  const next =
    failedUploads > 0
      ? `Save again to retry, or remove ${failedUploads + failedRemovals === 1 ? 'it' : 'them'}.`
      : 'Save again to retry.';
  return {
    title: 'Recipe saved, but not all of its images',
    message: `${problems.join(' and ')}. ${next}`,
  };
}

/** Who may do what in this form: sell (the recipe's owner may sell) and pick the visibility. */
function formOptionsFor(user: SessionUser, recipe: Recipe | undefined): RecipeFormOptions {
  const isOwn = !recipe || recipe.createdBy === user.id;
  const mayChangeSale = isOwn || recipe.visibility === 'chef';
  return {
    canSell: roleHasPermission(user.role, 'recipe.sell') && mayChangeSale,
    // Chef and admin recipes are always `chef` (ADR 0007); the server ignores a choice.
    canChooseVisibility: isOwn ? !isChefOrAdmin(user.role) : recipe.visibility !== 'chef',
  };
}

interface RecipeFormProps {
  user: SessionUser;
  /** The recipe being edited; absent for a new recipe. */
  recipe?: Recipe;
  /** Images to try again, carried over from creating this recipe. */
  retryImages?: PendingImage[];
}

function RecipeForm({ user, recipe, retryImages = [] }: RecipeFormProps) {
  const navigate = useNavigate();
  const save = useSaveRecipe();
  const options = formOptionsFor(user, recipe);

  const [initial] = useState(() => (recipe ? recipeToFormValues(recipe) : emptyRecipeFormValues()));
  const [values, setValues] = useState<RecipeFormValues>(initial);
  const [baseline, setBaseline] = useState(() => formSnapshot(initial));
  // The version this form read: a save from it is refused if the recipe changed elsewhere since.
  const [version, setVersion] = useState(recipe?.version ?? 1);
  const [savedImages, setSavedImages] = useState(recipe?.images ?? []);
  const [removedImageIds, setRemovedImageIds] = useState<string[]>([]);
  const [newImages, setNewImages] = useState<PendingImage[]>(retryImages);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [hasTriedSave, setHasTriedSave] = useState(false);
  // The price's error waits until the seller set a price or tried to save the recipe for sale.
  const [isPriceSet, setIsPriceSet] = useState(false);
  const [banner, setBanner] = useState<RecipeEditorBanner | null>(() =>
    retryImages.length > 0 ? bannerForImages(retryImages.length, 0) : null,
  );
  const [uploading, setUploading] = useState<{
    key: string;
    position: number;
    total: number;
  } | null>(null);
  const [errorFocusRequest, setErrorFocusRequest] = useState(0);
  // Set just before leaving on purpose (after a save), so the unsaved-changes guard lets it through.
  const isLeaving = useRef(false);

  const errors = hasTriedSave ? validateRecipeForm(values, options) : {};
  const keptImages = savedImages.filter((image) => !removedImageIds.includes(image.id));
  const isDirty =
    formSnapshot(values) !== baseline || removedImageIds.length > 0 || newImages.length > 0;

  const change = (patch: Partial<RecipeFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  const changeSelling = (patch: Partial<RecipeFormValues>) => {
    if (patch.priceChoice && patch.priceChoice !== 'custom') setIsPriceSet(true);
    change(patch);
  };

  const pick = (files: File[]) => {
    const { accepted, errors: problems } = pickImages(files, keptImages.length + newImages.length);
    setImageErrors(problems);
    setNewImages((current) => [...current, ...accepted.map(pendingImage)]);
  };

  const finish = (outcome: SaveRecipeOutcome, sent: PendingImage[]) => {
    const { recipe: saved, failedUploads, failedRemovals } = outcome;
    if (failedUploads.length === 0 && failedRemovals.length === 0) {
      isLeaving.current = true;
      void notify({ color: 'green', message: 'Recipe saved' });
      void navigate(paths.recipes);
      return;
    }
    const reasons = new Map(failedUploads.map((failure) => [failure.key, failure.message]));
    const retry = sent
      .filter((image) => reasons.has(image.key))
      .map((image) => ({ ...image, error: reasons.get(image.key) }));
    if (!recipe) {
      // The recipe exists now: carry on in its edit form, where saving again retries the images.
      imagesToRetry.set(saved.id, retry);
      isLeaving.current = true;
      void navigate(paths.recipeEdit(saved.id), { replace: true });
      return;
    }
    const savedValues = { ...values, updatedAt: saved.updatedAt };
    setVersion(saved.version);
    setValues(savedValues);
    setBaseline(formSnapshot(savedValues));
    setSavedImages(saved.images);
    setRemovedImageIds(failedRemovals.map((failure) => failure.key));
    setNewImages(retry);
    setBanner(bannerForImages(retry.length, failedRemovals.length));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setHasTriedSave(true);
    if (values.isPurchasable) setIsPriceSet(true);
    if (Object.keys(validateRecipeForm(values, options)).length > 0) {
      setBanner(null);
      setErrorFocusRequest((count) => count + 1);
      return;
    }
    setBanner(null);
    const sent = newImages;
    save.mutate(
      {
        editing: recipe && { id: recipe.id, version },
        input: formValuesToRecipeInput(values, options),
        removedImageIds,
        newImages: sent.map(({ key, file }) => ({ key, file })),
        onUpload: (image, position, total) => setUploading({ key: image.key, position, total }),
      },
      {
        onSuccess: (outcome) => finish(outcome, sent),
        onError: (error) => setBanner(bannerForError(error)),
        onSettled: () => setUploading(null),
      },
    );
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <RecipeEditor
        labelledBy="recipe-form-title"
        header={
          <Group justify="space-between" align="center" gap="sm">
            <Title order={1} fz={{ base: 26, sm: 32 }} id="recipe-form-title">
              {recipe ? 'Edit Recipe' : 'Create New Recipe'}
            </Title>
            {recipe && isChefOrAdmin(user.role) && (
              <Button
                component={Link}
                to={paths.recipeCookModeEdit(recipe.id)}
                variant="light"
                leftSection={<IconMovie size={18} aria-hidden />}
              >
                Edit Cook Mode
              </Button>
            )}
          </Group>
        }
        banner={banner}
        bannerTestId="recipe-form-error"
        isDirty={isDirty}
        isLeaving={isLeaving}
        errorFocusRequest={errorFocusRequest}
        isSaving={save.isPending}
        onSubmit={submit}
        cancel={{ to: paths.recipes }}
        progress={
          uploading && (
            <Stack gap={4} style={{ flex: 1 }} role="status">
              <Text size="sm">
                Uploading image {uploading.position} of {uploading.total}...
              </Text>
              <Progress
                value={((uploading.position - 1) / uploading.total) * 100}
                animated
                aria-hidden
              />
            </Stack>
          )
        }
        discard={{
          title: 'Discard changes?',
          message: 'You have unsaved changes. If you leave now, they will be lost.',
          confirmLabel: 'Discard Changes',
        }}
      >
        <RecipeEditorSection title="Basic Information">
          <RecipeNameFields values={values} errors={errors} onChange={change} />
        </RecipeEditorSection>

        <RecipeEditorSection title="Images">
          <RecipeFormImages
            savedImages={keptImages}
            removedCount={removedImageIds.length}
            newImages={newImages}
            errors={imageErrors}
            uploadingKey={uploading?.key ?? null}
            isSaving={save.isPending}
            onPick={pick}
            onRemoveSaved={(id) => setRemovedImageIds((ids) => [...ids, id])}
            onUndoRemovals={() => setRemovedImageIds([])}
            onRemoveNew={(key) => {
              setImageErrors([]);
              setNewImages((images) => images.filter((image) => image.key !== key));
            }}
          />
        </RecipeEditorSection>

        <RecipeIngredientsSection
          rows={values.ingredients}
          errors={errors}
          onChange={(ingredients) => change({ ingredients })}
          newRow={newIngredientRow}
        />

        <RecipeInstructionsSection
          rows={values.instructions}
          errors={errors}
          onChange={(instructions) => change({ instructions })}
          newRow={newInstructionRow}
        />

        <RecipeEditorSection title="Time and Servings">
          <RecipeTimesFields values={values} errors={errors} onChange={change} />
        </RecipeEditorSection>

        <RecipeEditorSection title="Details">
          <RecipeFormDetails
            values={values}
            errors={errors}
            onChange={change}
            canChooseVisibility={options.canChooseVisibility}
          />
        </RecipeEditorSection>

        <RecipeEditorSection title="Nutritional Information">
          <RecipeFormNutrition values={values} errors={errors} onChange={change} />
        </RecipeEditorSection>

        {options.canSell && (
          <RecipeEditorSection title="Selling">
            <RecipeFormSelling
              values={values}
              error={isPriceSet ? errors.price : undefined}
              onChange={changeSelling}
              onPriceBlur={() => setIsPriceSet(true)}
            />
          </RecipeEditorSection>
        )}
      </RecipeEditor>
    </Container>
  );
}

function FormLoading() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}

/** /recipes/new: a blank recipe. */
export function NewRecipePage() {
  const { data: user } = useSession();
  if (!user) return null;
  return <RecipeForm user={user} />;
}

/** /recipes/edit/:id: the recipe's creator, or an admin, changes it; anyone else goes to /recipes. */
export function EditRecipePage({ id }: { id: string }) {
  const { data: user } = useSession();
  const recipe = useRecipe(id);
  const [retryImages] = useState(() => imagesToRetry.get(id));
  useEffect(() => {
    imagesToRetry.delete(id);
  }, [id]);

  if (!user) return null;
  if (recipe.isPending) return <FormLoading />;
  if (recipe.isError) {
    return (
      <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
        <RecipeLoadFailure error={recipe.error} {...RECIPE_LOAD_FAILURE} />
      </Container>
    );
  }
  const isEditable =
    !recipe.data.isLocked && (recipe.data.createdBy === user.id || isAdmin(user.role));
  if (!isEditable) return <Navigate to={paths.recipes} replace />;
  return <RecipeForm key={id} user={user} recipe={recipe.data} retryImages={retryImages} />;
}
