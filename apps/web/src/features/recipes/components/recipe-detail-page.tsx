import { roleHasPermission } from '@simmer/domain/accounts';
import { formatCents, PURCHASE_MESSAGES } from '@simmer/domain/billing';
import type { Recipe } from '@simmer/domain/recipes';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconCalendarPlus,
  IconChefHat,
  IconCircleCheck,
  IconDownload,
  IconEdit,
  IconPrinter,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useUnitsView } from '../api/measurement-system';
import { useConfirmPurchase, useStartPurchase } from '../api/purchases';
import { recipeExportUrl, useDeleteRecipe, useRecipe, useShareRecipe } from '../api/recipes';
import { SERVINGS_RANGE, type UnitsView } from '../recipe-display';
import { SaveRecipeButton } from './recipe-card';
import { SharedLinksButton } from './shared-links-dialog';
import { RecipeImageCarousel } from './recipe-image-carousel';
import { RecipeNutrition } from './recipe-nutrition';
import { RecipePurchasesAdmin } from './recipe-purchases-admin';
import { ServingsStepper, UnitsToggle } from './recipe-ingredient-controls';
import {
  RECIPE_LOAD_FAILURE,
  RecipePremiumCard,
  RecipeFacts,
  RecipeIngredients,
  RecipeInstructions,
  RecipeLoadFailure,
  RecipeTags,
} from './recipe-sections';

/** A refusal the buyer can act on (already bought…) in the server's words; otherwise the spec's. */
function purchaseErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;
}

function BackLink() {
  return (
    <Anchor component={Link} to={paths.recipes} size="sm" fw={600}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        Back to Recipes
      </Group>
    </Anchor>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-live="polite" aria-label="Loading recipe">
      <Skeleton height={16} width={140} />
      <Skeleton style={{ aspectRatio: '4 / 3', maxHeight: 520 }} radius="lg" />
      <Skeleton height={32} width="60%" />
      <Skeleton height={16} />
      <Skeleton height={16} width="80%" />
    </Stack>
  );
}

function AuthorLine({ recipe }: { recipe: Recipe }) {
  const author = recipe.author || 'Unknown Chef';
  return (
    <Text c="dimmed" size="sm">
      Recipe by{' '}
      {recipe.chefId ? (
        <Anchor component={Link} to={paths.chef(recipe.chefId)} fw={600} inherit>
          {author}
        </Anchor>
      ) : (
        <Text span fw={600} inherit>
          {author}
        </Text>
      )}
    </Text>
  );
}

function PremiumCard({ recipe }: { recipe: Recipe }) {
  const purchase = useStartPurchase();
  const isLeaving = purchase.isPending || purchase.isSuccess;
  return (
    <RecipePremiumCard>
      <Text fw={800} fz={28} data-testid="premium-price">
        {formatCents(Math.round(recipe.price * 100))}
      </Text>
      <Button
        loading={isLeaving}
        onClick={() =>
          purchase.mutate(recipe.id, {
            onError: (error) => {
              void notify({
                color: 'red',
                title: 'Error',
                message: purchaseErrorMessage(error, PURCHASE_MESSAGES.initiateFailed),
              });
            },
          })
        }
      >
        Purchase Recipe
      </Button>
    </RecipePremiumCard>
  );
}

/**
 * The return from checkout. With a purchase id the server confirms the purchase (reading the
 * session from the provider) before the banner shows; without one the banner shows as the spec says.
 */
function PurchaseBanner({ recipeId }: { recipeId: string }) {
  const [params] = useSearchParams();
  const isSuccess = params.get('purchase') === 'success';
  const purchaseId = isSuccess ? params.get('pid') : null;
  const confirm = useConfirmPurchase(recipeId);
  const { mutate } = confirm;
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!purchaseId || asked.current === purchaseId) return;
    asked.current = purchaseId;
    mutate(purchaseId);
  }, [purchaseId, mutate]);

  if (!isSuccess) return null;
  if (purchaseId && confirm.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {purchaseErrorMessage(confirm.error, PURCHASE_MESSAGES.invalidSession)}
      </Alert>
    );
  }
  if (purchaseId && !confirm.isSuccess) {
    return (
      <Alert color="blue" role="status">
        Confirming your purchase…
      </Alert>
    );
  }
  return (
    <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
      {PURCHASE_MESSAGES.success}
    </Alert>
  );
}

function OwnerActions({ recipe }: { recipe: Recipe }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteRecipe = useDeleteRecipe();
  return (
    <>
      <Group gap="sm">
        <Button
          component={Link}
          to={paths.recipeEdit(recipe.id)}
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          Edit
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setIsConfirming(true)}
        >
          Delete
        </Button>
      </Group>
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Delete Recipe"
        centered
      >
        <Stack gap="lg">
          <Text>Are you sure you want to delete this recipe?</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={deleteRecipe.isPending}
              onClick={() =>
                deleteRecipe.mutate(recipe.id, { onError: () => setIsConfirming(false) })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The Add to Meal Plan dialog comes from the meal planner, which the route passes in. */
export type AddToMealPlanSlot = (props: {
  opened: boolean;
  onClose: () => void;
  recipe: { id: string; name: string };
}) => ReactNode;

// 44 px touch targets on phones.
const TOUCH_HEIGHT = { base: 44, sm: 0 };

function RecipeActions({
  recipe,
  servings,
  addToMealPlan,
}: {
  recipe: Recipe;
  /** The servings chosen, which cook mode's overview scales to. */
  servings: number;
  addToMealPlan?: AddToMealPlanSlot;
}) {
  const share = useShareRecipe();
  const [isPlanning, setIsPlanning] = useState(false);
  return (
    <Group gap="sm" aria-label="Recipe actions" role="group">
      <SaveRecipeButton recipe={recipe} variant="default" />
      <Button
        variant="default"
        leftSection={<IconShare size={16} aria-hidden />}
        loading={share.isPending}
        mih={TOUCH_HEIGHT}
        onClick={() => share.mutate(recipe)}
      >
        Share
      </Button>
      <SharedLinksButton recipeId={recipe.id} mih={TOUCH_HEIGHT} />
      {addToMealPlan && (
        <Button
          variant="default"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          mih={TOUCH_HEIGHT}
          onClick={() => setIsPlanning(true)}
        >
          Add to Meal Plan
        </Button>
      )}
      {!recipe.isLocked && (
        <>
          <Button
            component={Link}
            variant="default"
            mih={TOUCH_HEIGHT}
            to={paths.recipePrint(recipe.id)}
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            Print
          </Button>
          <Button
            component="a"
            variant="default"
            mih={TOUCH_HEIGHT}
            href={recipeExportUrl(recipe.id)}
            download
            title="Download this recipe as a schema.org JSON-LD file, for other recipe apps"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export
          </Button>
          <Button
            component={Link}
            mih={TOUCH_HEIGHT}
            to={paths.recipeCookMode(
              recipe.id,
              servings === recipe.servings ? undefined : servings,
            )}
            leftSection={<IconChefHat size={16} aria-hidden />}
          >
            Cook Mode
          </Button>
        </>
      )}
      {addToMealPlan?.({
        opened: isPlanning,
        onClose: () => setIsPlanning(false),
        recipe: { id: recipe.id, name: recipe.name },
      })}
    </Group>
  );
}

/** The servings to show: what the stepper holds while it holds a whole number in range. */
function servingsShown(recipe: Recipe, input: number | string, canScale: boolean): number {
  const isValid =
    typeof input === 'number' && Number.isInteger(input) && input >= SERVINGS_RANGE.min;
  return canScale && isValid ? input : recipe.servings;
}

function RecipeContent({
  recipe,
  addToMealPlan,
}: {
  recipe: Recipe;
  addToMealPlan?: AddToMealPlanSlot;
}) {
  const { data: user } = useSession();
  const isCreator = Boolean(user && recipe.createdBy && user.id === recipe.createdBy);
  const canScale = roleHasPermission(user?.role, 'recipe.scaling');
  const preferredUnits = useUnitsView(Boolean(user));
  const [chosenUnits, setChosenUnits] = useState<UnitsView | null>(null);
  const units = chosenUnits ?? preferredUnits;
  const [servingsInput, setServingsInput] = useState<number | string>(recipe.servings);
  const servings = servingsShown(recipe, servingsInput, canScale);
  const facts = [
    { label: 'Prep Time', value: `${recipe.prepTime} mins` },
    { label: 'Cook Time', value: `${recipe.cookTime} mins` },
    { label: 'Servings', value: String(servings) },
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <AuthorLine recipe={recipe} />
        {isCreator && <OwnerActions recipe={recipe} />}
      </Group>
      <RecipeImageCarousel images={recipe.images} recipeName={recipe.name} />
      <Stack gap="xs">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {recipe.name}
        </Title>
        {recipe.description && <Text c="dimmed">{recipe.description}</Text>}
      </Stack>
      <RecipeActions recipe={recipe} servings={servings} addToMealPlan={addToMealPlan} />
      <RecipeFacts facts={facts} />
      {recipe.isLocked ? (
        <PremiumCard recipe={recipe} />
      ) : (
        <>
          <RecipeIngredients
            ingredients={recipe.ingredients}
            display={{ units, servings: { from: recipe.servings, to: servings } }}
            showAisles
            controls={
              <Group justify="space-between" align="center" gap="sm">
                <ServingsStepper
                  base={recipe.servings}
                  value={servingsInput}
                  onChange={setServingsInput}
                  canScale={canScale}
                />
                <UnitsToggle value={units} onChange={setChosenUnits} />
              </Group>
            }
          />
          <RecipeInstructions steps={recipe.instructions} />
          <RecipeNutrition recipe={recipe} />
        </>
      )}
      <RecipeTags tags={recipe.tags} />
      {user?.role === 'admin' && recipe.isPurchasable && (
        <RecipePurchasesAdmin recipeId={recipe.id} />
      )}
    </Stack>
  );
}

/** /recipes/:id: one recipe, locked behind a Premium Recipe card when not bought. */
export function RecipeDetailPage({
  id,
  addToMealPlan,
}: {
  id: string;
  addToMealPlan?: AddToMealPlanSlot;
}) {
  const recipe = useRecipe(id);

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <BackLink />
        <PurchaseBanner recipeId={id} />
        {recipe.isPending ? (
          <DetailSkeleton />
        ) : recipe.isError ? (
          <RecipeLoadFailure error={recipe.error} {...RECIPE_LOAD_FAILURE} />
        ) : (
          <RecipeContent recipe={recipe.data} addToMealPlan={addToMealPlan} />
        )}
      </Stack>
    </Container>
  );
}
