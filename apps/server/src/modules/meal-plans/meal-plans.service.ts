import { randomBytes } from 'node:crypto';
import { isPlaceholderIngredientId, scaleRecipeIngredients } from '@simmer/domain/ingredients';
import {
  addDays,
  daysBetween,
  ENOUGH_SAVED_RECIPES,
  MAX_MEAL_RANGE_DAYS,
  MAX_MEAL_SERVINGS,
  MEAL_MESSAGES,
  PENDING_PLAN_MIN_MEALS,
  PENDING_PLAN_WINDOW_DAYS,
  quickMealName,
  readQuickIngredient,
  RECIPE_SELECTION_MIN_UNIQUE,
  type CopyMealInput,
  type CreateMealInput,
  type DateRange,
  type Meal,
  type MealItemIngredient,
  type MealRecipeSummary,
  type MealType,
  type QuickIngredientInput,
  type SetMealContentInput,
  type TaskStatus,
  type UpdateMealInput,
} from '@simmer/domain/meal-plans';
import { PLANNING_MESSAGES } from '@simmer/domain/planning';
import type { Recipe } from '@simmer/domain/recipes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth-guard';
import type { GroceryService, LoadPlannedMeals, PlannedMeal } from '../grocery';
import type { IngredientsService } from '../ingredients';
import type { RecipesService } from '../recipes';
import {
  createMealPlansRepository,
  type MealItemRow,
  type NewMealItemRow,
  type MealRow,
  type MealWithItem,
} from './meal-plans.repository';

/** One meal of a planned week (Plan my week): a recipe meal or a placeholder. */
export interface PlannedMealInput {
  date: string;
  mealType: MealType;
  servings: number;
  recipeId: string | null;
  title?: string;
  notes?: string;
  /** The user's meals in this slot that this one replaces. */
  replacesMealIds: string[];
}

type Parsed<T> = T extends { kind: infer K } ? Extract<T, { kind: K }> : never;
type CreateMeal = Parsed<CreateMealInput> & { mealType?: MealType };

function summaryOf(recipe: Recipe): MealRecipeSummary {
  return {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description,
    totalTime: recipe.totalTime,
    servings: recipe.servings,
    cuisine: recipe.cuisine,
    difficulty: recipe.difficulty,
    tags: recipe.tags,
    imageUrl: recipe.images[0]?.thumb ?? null,
    isLocked: recipe.isLocked,
  };
}

function toMeal({ meal, item }: MealWithItem, recipe: Recipe | undefined): Meal {
  const kind = meal.recipeId ? 'recipe' : item ? 'item' : 'placeholder';
  return {
    id: meal.id,
    date: meal.date,
    mealType: meal.mealType as MealType,
    servings: meal.servings,
    notes: meal.notes,
    kind,
    isPlaceholder: kind === 'placeholder',
    title: kind === 'placeholder' ? meal.title : null,
    recipeId: meal.recipeId,
    recipe: recipe ? summaryOf(recipe) : null,
    mealItemId: item?.id ?? null,
    name: item?.name ?? null,
    ingredients: kind === 'item' && item ? item.ingredients : [],
    version: meal.version,
    createdAt: meal.createdAt.toISOString(),
    updatedAt: meal.updatedAt.toISOString(),
  };
}

const isPlanned = (meal: MealRow) => Boolean(meal.recipeId || meal.mealItemId);

/** A meal's shopping lines: its recipe's or its quick meal's ingredients for the meal's servings. */
function plannedMeal(row: MealWithItem, recipe: Recipe | undefined): PlannedMeal | null {
  const { meal, item } = row;
  const base = { mealId: meal.id, date: meal.date, mealType: meal.mealType as MealType };
  const catalogueId = (id: string | null) => (id && !isPlaceholderIngredientId(id) ? id : null);
  if (meal.recipeId) {
    // A recipe the user may no longer see, or a premium one not bought, lists nothing.
    if (!recipe || recipe.isLocked) return { ...base, recipeName: recipe?.name ?? '', lines: [] };
    return {
      ...base,
      recipeName: recipe.name,
      lines: scaleRecipeIngredients(recipe.ingredients, recipe.servings, meal.servings)
        .filter((ingredient) => ingredient.name.trim())
        .map((ingredient) => ({
          name: ingredient.name,
          quantity: ingredient.quantity,
          unit: ingredient.unit || 'unit',
          category: ingredient.category || 'Other',
          ingredientId: catalogueId(ingredient.ingredientId),
        })),
    };
  }
  if (item) {
    return {
      ...base,
      recipeName: item.name,
      lines: scaleRecipeIngredients(item.ingredients, item.servings, meal.servings).map(
        (ingredient) => ({
          name: ingredient.name,
          quantity: ingredient.quantity,
          unit: ingredient.unit || 'unit',
          category: ingredient.category || 'Other',
          ingredientId: catalogueId(ingredient.id),
        }),
      ),
    };
  }
  return null;
}

function checkRange(range: DateRange) {
  if (daysBetween(range.start, range.end).length > MAX_MEAL_RANGE_DAYS) {
    throw badRequest(`A range may cover at most ${MAX_MEAL_RANGE_DAYS} days`);
  }
}

/** One change of a batch (applyChanges): placeholders carry a title, moves the version read. */
export type MealChange =
  | {
      kind: 'add';
      date: string;
      mealType: MealType;
      recipeId: string | null;
      title: string | null;
      servings: number | null;
    }
  | { kind: 'move'; mealId: string; version: number; date: string; mealType: MealType | null }
  | { kind: 'clear'; date: string; mealType: MealType | null };

export type MealChangeResult =
  | { kind: 'add'; mealId: string }
  | { kind: 'move'; mealId: string }
  | { kind: 'clear'; removed: number };

export function createMealPlansService(deps: {
  db: Db;
  recipes: Pick<RecipesService, 'plannable' | 'countsFor'>;
  ingredients: Pick<IngredientsService, 'processIngredient'>;
  grocery: Pick<GroceryService, 'rebuild' | 'requestRebuild' | 'countUnpurchased'>;
  /** The user's default servings (settings), for meals added without a number. */
  defaultServingsOf: (userId: string) => Promise<number>;
  /** Whether the user finished the questionnaire (task status). */
  profileCompletedOf: (userId: string) => Promise<boolean>;
  /** The calendar feed's owner as a viewer, to show only recipes they may see. */
  viewerOf: (userId: string) => Promise<AuthUser | undefined>;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, recipes, ingredients, grocery, log } = deps;
  const repository = createMealPlansRepository(db);

  async function present(viewer: AuthUser, rows: MealWithItem[]): Promise<Meal[]> {
    const recipeIds = rows.map((row) => row.meal.recipeId).filter((id): id is string => !!id);
    const found = new Map(
      (await recipes.plannable(viewer, recipeIds)).map((recipe) => [recipe.id, recipe]),
    );
    return rows.map((row) =>
      toMeal(row, row.meal.recipeId ? found.get(row.meal.recipeId) : undefined),
    );
  }

  async function findOwned(viewer: AuthUser, mealId: string): Promise<MealWithItem> {
    const row = await repository.findOwned(viewer.id, mealId);
    if (!row) throw notFound(MEAL_MESSAGES.notFound);
    return row;
  }

  /**
   * The user's meal as it stands at the version the client read; a meal changed since is 409
   * (another user's or a deleted one stays 404).
   */
  async function findAtVersion(
    viewer: AuthUser,
    mealId: string,
    version: number,
  ): Promise<MealWithItem> {
    const row = await findOwned(viewer, mealId);
    if (row.meal.version !== version) throw conflict(MEAL_MESSAGES.changedElsewhere);
    return row;
  }

  /**
   * Why a conditional update changed no row: the meal moved on (409) or is gone (404). `scoped`
   * reads inside the caller's transaction.
   */
  async function staleOrMissing(
    viewer: AuthUser,
    mealId: string,
    scoped = repository,
  ): Promise<never> {
    if (!(await scoped.findOwned(viewer.id, mealId))) throw notFound(MEAL_MESSAGES.notFound);
    throw conflict(MEAL_MESSAGES.changedElsewhere);
  }

  async function getMeal(viewer: AuthUser, mealId: string): Promise<Meal> {
    const [meal] = await present(viewer, [await findOwned(viewer, mealId)]);
    return meal!;
  }

  /** A recipe the user may plan, or the spec's 'no longer available' refusal. */
  async function plannableRecipe(viewer: AuthUser, recipeId: string): Promise<Recipe> {
    const [recipe] = await recipes.plannable(viewer, [recipeId]);
    if (!recipe) throw notFound(MEAL_MESSAGES.recipeUnavailable);
    return recipe;
  }

  /**
   * Quick-meal ingredients as a meal item: each read with the ingredient parser ("2 eggs" is 2
   * eggs), then matched to the catalogue (name, unit and aisle); the item is named after the foods.
   */
  async function quickItem(
    viewer: AuthUser,
    typed: QuickIngredientInput[],
    servings: number,
  ): Promise<NewMealItemRow> {
    const processed: MealItemIngredient[] = [];
    for (const ingredient of typed.map(readQuickIngredient)) {
      const result = await ingredients.processIngredient({
        name: ingredient.name,
        quantity: ingredient.quantity,
        unit: ingredient.unit ?? '',
      });
      processed.push({
        id: result.ingredientId,
        name: result.name,
        quantity: ingredient.quantity,
        unit: result.unit,
        category: result.category,
        preparation: '',
      });
    }
    return {
      id: crypto.randomUUID(),
      userId: viewer.id,
      name: quickMealName(processed.map((ingredient) => ingredient.name)),
      ingredients: processed,
      servings,
    };
  }

  /** Reads the planned meals of a rebuild as `viewer` may see their recipes. */
  function plannedMealsOf(viewer: AuthUser): LoadPlannedMeals {
    return async (tx, scope) => {
      const rows = await createMealPlansRepository(tx).findForLists(viewer.id, scope);
      const recipeIds = rows.map((row) => row.meal.recipeId).filter((id): id is string => !!id);
      const found = new Map(
        (await recipes.plannable(viewer, recipeIds, tx)).map((recipe) => [recipe.id, recipe]),
      );
      return rows
        .map((row) =>
          plannedMeal(row, row.meal.recipeId ? found.get(row.meal.recipeId) : undefined),
        )
        .filter((meal): meal is PlannedMeal => meal !== null);
    };
  }

  /**
   * Rebuilds the shopping lists of some days now (the 'refresh a week' action). A meal change does
   * not call this: it records in its own transaction which days need a rebuild, and those days are
   * rebuilt when their list (or its count) is next read, so several changes cost one rebuild (ADR
   * 0011). A failure here is logged and the days stay pending.
   */
  async function refreshLists(viewer: AuthUser, dates: string[]) {
    try {
      await grocery.rebuild(viewer.id, dates, plannedMealsOf(viewer));
    } catch (error) {
      log.warn({ err: error, userId: viewer.id, dates }, 'shopping list rebuild failed; skipped');
    }
  }

  async function defaultServings(viewer: AuthUser, recipe?: Recipe) {
    const servings = recipe?.servings ?? (await deps.defaultServingsOf(viewer.id));
    return Math.min(MAX_MEAL_SERVINGS, Math.max(1, Math.round(servings)));
  }

  return {
    async listMeals(viewer: AuthUser, range: DateRange): Promise<Meal[]> {
      checkRange(range);
      return present(viewer, await repository.findRange(viewer.id, range.start, range.end));
    },

    getMeal,

    plannedMealsOf,

    /** Adds a recipe meal, a quick meal (a new meal item) or a placeholder to a day. */
    async createMeal(viewer: AuthUser, input: CreateMeal): Promise<Meal> {
      const recipe =
        input.kind === 'recipe' ? await plannableRecipe(viewer, input.recipeId) : undefined;
      const servings = input.servings ?? (await defaultServings(viewer, recipe));
      const item =
        input.kind === 'item' ? await quickItem(viewer, input.ingredients, servings) : null;
      const id = crypto.randomUUID();
      // The answer is built from the rows written and the recipe already read: no re-read.
      const created = await db.transaction(async (tx) => {
        const scoped = createMealPlansRepository(tx);
        const storedItem = item ? await scoped.insertItem(item) : null;
        const meal = await scoped.insertMeal({
          id,
          userId: viewer.id,
          date: input.date,
          mealType: input.mealType ?? 'dinner',
          servings,
          notes: input.notes ?? '',
          title: input.kind === 'placeholder' ? (input.title ?? null) : null,
          recipeId: recipe?.id ?? null,
          mealItemId: item?.id ?? null,
        });
        if (input.kind !== 'placeholder') await grocery.requestRebuild(tx, viewer.id, [input.date]);
        return { meal, item: storedItem };
      });
      return toMeal(created, recipe);
    },

    /**
     * Moves a meal to another day and/or type, or edits its notes and servings. A move changes
     * the meal in place (never a copy and a delete), so two tabs moving it at once cannot leave
     * two meals; its shopping items follow it with their ticks. Only a change from the meal's
     * current version lands, so a late request cannot undo newer ones.
     */
    async updateMeal(viewer: AuthUser, mealId: string, input: UpdateMealInput): Promise<Meal> {
      const { meal, item } = await findAtVersion(viewer, mealId, input.version);
      const listChanged =
        (input.date !== undefined && input.date !== meal.date) ||
        (input.mealType !== undefined && input.mealType !== meal.mealType) ||
        (input.servings !== undefined && input.servings !== meal.servings);
      const listDays = isPlanned(meal) && listChanged ? [meal.date, input.date ?? meal.date] : [];
      const updated = await db.transaction(async (tx) => {
        const scoped = createMealPlansRepository(tx);
        const changed = await scoped.updateMeal(
          mealId,
          { userId: viewer.id, version: input.version },
          {
            ...(input.date !== undefined && { date: input.date }),
            ...(input.mealType !== undefined && { mealType: input.mealType }),
            ...(input.notes !== undefined && { notes: input.notes }),
            ...(input.servings !== undefined && { servings: input.servings }),
          },
        );
        // Thrown inside the transaction, so a refused change records no rebuild.
        if (!changed) return staleOrMissing(viewer, mealId, scoped);
        await grocery.requestRebuild(tx, viewer.id, listDays);
        return changed;
      });
      // A move or an edit of notes and servings leaves the meal's item as it was.
      const [presented] = await present(viewer, [{ meal: updated, item }]);
      return presented!;
    },

    /**
     * What a meal holds (spec 2 §4): a placeholder becomes a recipe or a quick meal, a recipe is
     * swapped, or the choice is cleared back to a placeholder of the same type and servings.
     */
    async setContent(viewer: AuthUser, mealId: string, input: Parsed<SetMealContentInput>) {
      const { meal, item: oldItem } = await findAtVersion(viewer, mealId, input.version);
      const recipe =
        input.kind === 'recipe' ? await plannableRecipe(viewer, input.recipeId) : undefined;
      const servings =
        input.kind === 'placeholder' ? meal.servings : (input.servings ?? meal.servings);
      const item =
        input.kind === 'item' ? await quickItem(viewer, input.ingredients, servings) : null;
      const listChanged = isPlanned(meal) || input.kind !== 'placeholder';
      await db.transaction(async (tx) => {
        const scoped = createMealPlansRepository(tx);
        if (item) await scoped.insertItem(item);
        const changed = await scoped.updateMeal(
          mealId,
          { userId: viewer.id, version: input.version },
          {
            recipeId: recipe?.id ?? null,
            mealItemId: item?.id ?? null,
            servings,
            title: input.kind === 'placeholder' ? (input.title ?? meal.title) : meal.title,
          },
        );
        // Thrown inside the transaction, so the new quick-meal item is not left behind.
        if (!changed) await staleOrMissing(viewer, mealId, scoped);
        if (oldItem) await scoped.deleteItem(oldItem.id);
        if (listChanged) await grocery.requestRebuild(tx, viewer.id, [meal.date]);
      });
      return getMeal(viewer, mealId);
    },

    /** A copy of a meal on a day, optionally with another type; a quick meal gets its own item. */
    async copyMeal(viewer: AuthUser, mealId: string, input: CopyMealInput): Promise<Meal> {
      const original = await repository.findOwned(viewer.id, mealId);
      if (!original) throw notFound(MEAL_MESSAGES.originalNotFound);
      const { meal, item } = original;
      const id = crypto.randomUUID();
      const itemCopy: MealItemRow | null = item ? { ...item, id: crypto.randomUUID() } : null;
      await db.transaction(async (tx) => {
        const scoped = createMealPlansRepository(tx);
        if (itemCopy)
          await scoped.insertItem({ ...itemCopy, createdAt: new Date(), updatedAt: new Date() });
        await scoped.insertMeal({
          ...meal,
          id,
          version: 1,
          date: input.date,
          mealType: input.mealType ?? meal.mealType,
          mealItemId: itemCopy?.id ?? null,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
        if (isPlanned(meal)) await grocery.requestRebuild(tx, viewer.id, [input.date]);
      });
      return getMeal(viewer, id);
    },

    /** Deletes a meal, its quick-meal item and (by cascade) its shopping items, in one go. */
    async deleteMeal(viewer: AuthUser, mealId: string): Promise<void> {
      const { item } = await findOwned(viewer, mealId);
      await db.transaction(async (tx) => {
        const scoped = createMealPlansRepository(tx);
        await scoped.deleteMeal(mealId);
        if (item) await scoped.deleteItem(item.id);
      });
    },

    /**
     * Several meal changes in one transaction, in order (Smart Meal Planning): add a recipe meal
     * or a placeholder, move a meal named with the version read, or clear a day's meals. Either
     * every change lands or none does; the shopping lists are rebuilt once, for every day touched.
     */
    async applyChanges(viewer: AuthUser, changes: MealChange[]): Promise<MealChangeResult[]> {
      const recipeIds = changes.flatMap((change) =>
        change.kind === 'add' && change.recipeId ? [change.recipeId] : [],
      );
      const found = new Map(
        (await recipes.plannable(viewer, recipeIds)).map((recipe) => [recipe.id, recipe]),
      );
      if (recipeIds.some((id) => !found.has(id))) throw notFound(MEAL_MESSAGES.recipeUnavailable);
      const fallbackServings = await defaultServings(viewer);
      const listDays = new Set<string>();
      const results: MealChangeResult[] = [];
      await db.transaction(async (tx) => {
        const scoped = createMealPlansRepository(tx);
        for (const change of changes) {
          if (change.kind === 'add') {
            const recipe = change.recipeId ? found.get(change.recipeId) : undefined;
            const id = crypto.randomUUID();
            await scoped.insertMeal({
              id,
              userId: viewer.id,
              date: change.date,
              mealType: change.mealType,
              servings:
                change.servings ??
                (recipe ? await defaultServings(viewer, recipe) : fallbackServings),
              notes: '',
              title: recipe ? null : change.title,
              recipeId: recipe?.id ?? null,
              mealItemId: null,
            });
            if (recipe) listDays.add(change.date);
            results.push({ kind: 'add', mealId: id });
          } else if (change.kind === 'move') {
            const row = await scoped.findOwned(viewer.id, change.mealId);
            if (!row) throw notFound(MEAL_MESSAGES.notFound);
            const changed = await scoped.updateMeal(
              change.mealId,
              { userId: viewer.id, version: change.version },
              { date: change.date, ...(change.mealType && { mealType: change.mealType }) },
            );
            if (!changed) await staleOrMissing(viewer, change.mealId, scoped);
            if (isPlanned(row.meal)) {
              listDays.add(row.meal.date);
              listDays.add(change.date);
            }
            results.push({ kind: 'move', mealId: change.mealId });
          } else {
            const rows = (await scoped.findRange(viewer.id, change.date, change.date)).filter(
              (row) => !change.mealType || row.meal.mealType === change.mealType,
            );
            for (const { meal, item } of rows) {
              await scoped.deleteMeal(meal.id);
              if (item) await scoped.deleteItem(item.id);
              // A cleared recipe meal takes its lines off that day's shopping list.
              if (isPlanned(meal)) listDays.add(meal.date);
            }
            results.push({ kind: 'clear', removed: rows.length });
          }
        }
        await grocery.requestRebuild(tx, viewer.id, [...listDays]);
      });
      return results;
    },

    /**
     * Saves a planned week's meals inside the caller's transaction (Plan my week): the meals each
     * slot replaces are deleted (only the user's own: any other id is 404), a slot holding a meal
     * the plan did not know of refuses the whole plan (409, so a repeated or raced accept adds
     * nothing twice), recipes must be ones the user may plan and read, and the days' lists are
     * marked for one rebuild, made when their list is next read.
     */
    async applyPlan(viewer: AuthUser, planned: PlannedMealInput[], tx: Db): Promise<string[]> {
      const scoped = createMealPlansRepository(tx);
      await scoped.lockPlanOf(viewer.id);
      const dates = [...new Set(planned.map((meal) => meal.date))].sort();
      const existing = await scoped.findRange(viewer.id, dates[0]!, dates[dates.length - 1]!);
      const owned = new Map(existing.map((row) => [row.meal.id, row]));
      const replaced = new Set(planned.flatMap((meal) => meal.replacesMealIds));
      for (const mealId of replaced) if (!owned.has(mealId)) throw notFound(MEAL_MESSAGES.notFound);
      const slots = new Set(planned.map((meal) => `${meal.date}_${meal.mealType}`));
      for (const { meal } of existing) {
        if (slots.has(`${meal.date}_${meal.mealType}`) && !replaced.has(meal.id)) {
          throw conflict(PLANNING_MESSAGES.weekChanged);
        }
      }
      const recipeIds = planned.map((meal) => meal.recipeId).filter((id): id is string => !!id);
      const readable = new Set(
        (await recipes.plannable(viewer, recipeIds, tx))
          .filter((recipe) => !recipe.isLocked)
          .map((recipe) => recipe.id),
      );
      if (recipeIds.some((id) => !readable.has(id)))
        throw notFound(MEAL_MESSAGES.recipeUnavailable);
      for (const mealId of replaced) {
        const { item } = owned.get(mealId)!;
        await scoped.deleteMeal(mealId);
        if (item) await scoped.deleteItem(item.id);
      }
      const ids: string[] = [];
      for (const meal of planned) {
        const id = crypto.randomUUID();
        ids.push(id);
        await scoped.insertMeal({
          id,
          userId: viewer.id,
          date: meal.date,
          mealType: meal.mealType,
          servings: meal.servings,
          notes: meal.notes ?? '',
          title: meal.recipeId ? null : (meal.title ?? null),
          recipeId: meal.recipeId,
          mealItemId: null,
        });
      }
      await grocery.requestRebuild(tx, viewer.id, dates);
      return ids;
    },

    /** Rebuilds the shopping lists of every day in a range (spec 2 §7 'refresh a week'). */
    async refresh(viewer: AuthUser, range: DateRange): Promise<void> {
      checkRange(range);
      await refreshLists(viewer, daysBetween(range.start, range.end));
    },

    /** The dashboard's task flags and counts (spec 2 §3, thresholds of spec 3 §9), in one call. */
    async taskStatus(viewer: AuthUser, today: string): Promise<TaskStatus> {
      const windowEnd = addDays(today, PENDING_PLAN_WINDOW_DAYS - 1);
      const [planning, unpurchased, counts, profileCompleted] = await Promise.all([
        repository.planningStats(viewer.id, today, windowEnd),
        grocery.countUnpurchased(viewer.id, today),
        recipes.countsFor(viewer.id),
        deps.profileCompletedOf(viewer.id),
      ]);
      return {
        hasUnpurchasedGroceries: unpurchased > 0,
        hasPendingMealPlans: planning.total < PENDING_PLAN_MIN_MEALS,
        hasRecipeSelectionNeeded:
          planning.total > 0 && planning.uniqueRecipes < RECIPE_SELECTION_MIN_UNIQUE,
        hasEnoughSavedRecipes: counts.saved >= ENOUGH_SAVED_RECIPES,
        hasCompletedProfile: profileCompleted,
        unpurchasedItemCount: unpurchased,
        lastPlanningDate: planning.lastPlannedAt ? planning.lastPlannedAt.toISOString() : null,
        totalMeals: planning.total,
        savedRecipeCount: counts.saved,
        recipeCount: counts.created,
      };
    },

    async getCalendarFeed(viewer: AuthUser) {
      const feed = await repository.findFeed(viewer.id);
      return { url: feed ? feedUrl(feed.token) : null };
    },

    /** Turns the feed on, or gives it a new secret address (the old one stops working). */
    async renewCalendarFeed(viewer: AuthUser) {
      const token = randomBytes(24).toString('base64url');
      await repository.saveFeed(viewer.id, token);
      return { url: feedUrl(token) };
    },

    async deleteCalendarFeed(viewer: AuthUser) {
      await repository.deleteFeed(viewer.id);
      return { url: null };
    },

    /** The meals of a feed's owner around today, or null for an unknown or revoked address. */
    async mealsForFeed(token: string, today: string) {
      const feed = await repository.findFeedByToken(token);
      if (!feed) return null;
      const owner = await deps.viewerOf(feed.userId);
      if (!owner) return null;
      const rows = await repository.findRange(owner.id, addDays(today, -30), addDays(today, 90));
      return { owner, meals: await present(owner, rows) };
    },
  };

  function feedUrl(token: string) {
    return new URL(`/api/calendar/${token}.ics`, deps.publicUrl).toString();
  }
}

export type MealPlansService = ReturnType<typeof createMealPlansService>;
