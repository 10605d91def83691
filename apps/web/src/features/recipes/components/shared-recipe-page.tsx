import type { SharedRecipe } from '@simmer/domain/recipes';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconHeart, IconShare } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/notify';
import { localKeys, safeLocalSet } from '@/lib/storage-keys';
import {
  creditSignupIfNew,
  rememberSignUpAndSave,
  takeSaveIntent,
  useSaveSharedRecipe,
  useSharedRecipe,
  type ShareLink,
} from '../api/sharing';
import { useUnitsView } from '../api/measurement-system';
import type { UnitsView } from '../recipe-display';
import { RecipeImageCarousel } from './recipe-image-carousel';
import { UnitsToggle } from './recipe-ingredient-controls';
import {
  RecipeFacts,
  RecipePremiumCard,
  RecipeIngredients,
  RecipeInstructions,
  RecipeLoadFailure,
  RecipeTags,
} from './recipe-sections';

const MESSAGES = {
  notFoundTitle: 'Recipe not found',
  notFoundText: "This recipe doesn't exist or has been removed.",
  loadFailed: 'Failed to load recipe',
  saveFailed: 'Failed to save recipe',
  copied: 'Share link copied to clipboard!',
  copyFailed: "Couldn't copy link to clipboard",
} as const;

/** Navigation state that asks the page to save the recipe once the user is signed in. */
interface SaveOnArrival {
  saveSharedRecipe?: boolean;
}

function PageSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-live="polite" aria-label="Loading recipe">
      <Skeleton style={{ aspectRatio: '4 / 3', maxHeight: 520 }} radius="lg" />
      <Skeleton height={32} width="60%" />
      <Skeleton height={16} />
      <Skeleton height={16} width="80%" />
      <SimpleGrid cols={3} spacing="sm">
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </SimpleGrid>
    </Stack>
  );
}

/** Not found, or a failure to load; both offer the way home (spec 2 §2). */
function Unavailable({ error, onRetry }: { error?: Error; onRetry?: () => void }) {
  return (
    <RecipeLoadFailure
      error={error}
      notFoundTitle={MESSAGES.notFoundTitle}
      notFoundText={MESSAGES.notFoundText}
      failureTitle={MESSAGES.loadFailed}
      exit={{ to: paths.home, label: 'Go Home' }}
      onRetry={onRetry}
    />
  );
}

/** The first steps only; the rest come with saving (spec 2 §2). */
function SharedRecipeBody({ recipe, isSignedIn }: { recipe: SharedRecipe; isSignedIn: boolean }) {
  const preferredUnits = useUnitsView(isSignedIn);
  const [chosenUnits, setChosenUnits] = useState<UnitsView | null>(null);
  const units = chosenUnits ?? preferredUnits;
  return (
    <>
      <RecipeIngredients
        ingredients={recipe.ingredients}
        display={{ units }}
        controls={
          <Group justify="flex-end">
            <UnitsToggle value={units} onChange={setChosenUnits} />
          </Group>
        }
      />
      <RecipeInstructions steps={recipe.instructions}>
        {recipe.moreSteps > 0 && (
          <Text c="dimmed" fs="italic" data-testid="more-steps">
            +{recipe.moreSteps} more steps available after saving
          </Text>
        )}
      </RecipeInstructions>
    </>
  );
}

/** The device's share sheet, or the link copied to the clipboard (spec 2 §7 shareEvents). */
async function shareThisPage(name: string) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: name, text: `Check out this recipe for ${name}`, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // The share sheet is unavailable here: fall back to the clipboard.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    void notify({ color: 'green', message: MESSAGES.copied });
  } catch {
    void notify({ color: 'red', title: 'Error', message: MESSAGES.copyFailed });
  }
}

interface ActionsProps {
  link: ShareLink;
  recipe: SharedRecipe;
  isSignedIn: boolean;
  save: ReturnType<typeof useSaveSharedRecipe>;
  onSave: () => void;
}

function Actions({ link, recipe, isSignedIn, save, onSave }: ActionsProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };

  function signUpAndSave() {
    rememberSignUpAndSave(link);
    // The auth screen returns to `from`; its state repeats the wish in case storage is unavailable.
    const state: SaveOnArrival = { saveSharedRecipe: true };
    void navigate(paths.signup, { state: { from: { ...here, state } } });
  }

  function rememberReturn() {
    safeLocalSet(localKeys.pendingSharedRecipe, link.recipeId);
    safeLocalSet(localKeys.pendingShareId, link.shareId);
  }

  const shareButton = (
    <Button
      variant="default"
      leftSection={<IconShare size={16} aria-hidden />}
      onClick={() => void shareThisPage(recipe.name)}
    >
      Share
    </Button>
  );

  if (!isSignedIn) {
    return (
      <Group gap="sm" align="center">
        <Button leftSection={<IconHeart size={16} aria-hidden />} onClick={signUpAndSave}>
          Sign Up & Save
        </Button>
        {shareButton}
        <Text size="sm">
          Already have an account?{' '}
          <Anchor
            component={Link}
            to={paths.login}
            state={{ from: here }}
            onClick={rememberReturn}
            fw={600}
          >
            Log in
          </Anchor>
        </Text>
      </Group>
    );
  }

  const isSaved = save.isSuccess;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          leftSection={
            isSaved ? (
              <IconCircleCheck size={16} aria-hidden />
            ) : (
              <IconHeart size={16} aria-hidden />
            )
          }
          loading={save.isPending}
          disabled={isSaved}
          onClick={onSave}
        >
          {isSaved ? 'Saved' : 'Save Recipe'}
        </Button>
        {shareButton}
      </Group>
      {isSaved && (
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          Saved to your recipes.{' '}
          <Anchor component={Link} to={paths.recipe(recipe.id)} fw={600} inherit>
            Open the full recipe
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

interface RecipeContentProps {
  recipe: SharedRecipe;
  actions: ReactNode;
  isSignedIn: boolean;
}

function RecipeContent({ recipe, actions, isSignedIn }: RecipeContentProps) {
  const facts = [
    { label: 'Total Time', value: `${recipe.totalTime} mins` },
    { label: 'Servings', value: String(recipe.servings) },
    { label: 'Cuisine', value: recipe.cuisine || 'Various' },
  ];
  return (
    <Stack gap="lg">
      <RecipeImageCarousel images={recipe.images} recipeName={recipe.name} />
      <Stack gap="xs">
        <Text c="dimmed" size="sm">
          Recipe by{' '}
          <Text span fw={600} inherit>
            {recipe.author || 'Unknown Chef'}
          </Text>
        </Text>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {recipe.name}
        </Title>
        {recipe.description && <Text c="dimmed">{recipe.description}</Text>}
      </Stack>
      {actions}
      <RecipeFacts facts={facts} />
      {recipe.isLocked ? (
        <RecipePremiumCard />
      ) : (
        <SharedRecipeBody recipe={recipe} isSignedIn={isSignedIn} />
      )}
      <RecipeTags tags={recipe.tags} />
    </Stack>
  );
}

function SharedRecipeView({ link }: { link: ShareLink }) {
  const recipe = useSharedRecipe(link);
  const { data: user, isPending: isSessionPending } = useSession();
  const save = useSaveSharedRecipe();
  const location = useLocation();
  const hasAutoSaved = useRef(false);

  function saveRecipe(onSaved?: () => void) {
    save.mutate(link, {
      onSuccess: () => {
        void notify({ color: 'green', title: 'Recipe saved', message: 'Saved to your recipes.' });
        onSaved?.();
      },
      onError: () => {
        void notify({ color: 'red', title: 'Error', message: MESSAGES.saveFailed });
      },
    });
  }

  // Back from Sign Up & Save: finish the save the visitor asked for, once.
  useEffect(() => {
    if (!user || hasAutoSaved.current) return;
    const askedInState = (location.state as SaveOnArrival | null)?.saveSharedRecipe === true;
    const intent = takeSaveIntent(link) ?? (askedInState ? { ...link, at: Date.now() } : null);
    if (!intent) return;
    hasAutoSaved.current = true;
    saveRecipe(() => void creditSignupIfNew(intent));
    // Runs when the signed-in user arrives; the save itself is one-shot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  if (recipe.isPending) return <PageSkeleton />;
  if (recipe.isError) {
    return <Unavailable error={recipe.error} onRetry={() => void recipe.refetch()} />;
  }
  return (
    <RecipeContent
      recipe={recipe.data}
      isSignedIn={Boolean(user)}
      actions={
        isSessionPending ? (
          <Skeleton height={36} width={160} />
        ) : (
          <Actions
            link={link}
            recipe={recipe.data}
            isSignedIn={Boolean(user)}
            save={save}
            onSave={() => saveRecipe()}
          />
        )
      }
    />
  );
}

/** /recipe/shared/:shareId/:recipeId — a shared recipe, viewable without an account (spec 2 §2). */
export function SharedRecipePage({ link }: { link: ShareLink | null }) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      {link ? <SharedRecipeView link={link} /> : <Unavailable />}
    </Container>
  );
}
