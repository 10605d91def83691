import {
  completeCategoryOrder,
  DEFAULT_GROCERY_RANGE_DAYS,
  GROCERY_MESSAGES,
  mergeGroceryItems,
  splitLineIds,
  type GroceryLine,
  type GroceryList,
  type MergeableGroceryItem,
} from '@simmer/domain/grocery';
import { parseShoppingText, toMeasurementSystem } from '@simmer/domain/ingredients';
import { addDays, type DateRange, type MealType } from '@simmer/domain/meal-plans';
import type { MEASUREMENT_SYSTEMS } from '@simmer/domain/profiles';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import type { IngredientsService } from '../ingredients';

type MeasurementSystem = (typeof MEASUREMENT_SYSTEMS)[number];
import {
  createGroceryRepository,
  type GroceryItemRow,
  type NewGroceryItemRow,
} from './grocery.repository';

/** One ingredient line a planned meal needs, already scaled to the meal's servings. */
export interface PlannedLine {
  name: string;
  quantity: number | null;
  unit: string;
  category: string;
  ingredientId: string | null;
}

/** What one planned meal puts on the shopping list. A placeholder puts nothing. */
export interface PlannedMeal {
  mealId: string;
  date: string;
  mealType: MealType;
  recipeName: string;
  lines: PlannedLine[];
}

/**
 * Reads, inside the rebuild's transaction, the planned meals on `dates` plus the meals `mealIds`
 * (meals whose items still sit on those days though the meal has moved).
 */
export type LoadPlannedMeals = (
  db: Db,
  scope: { dates: string[]; mealIds: string[] },
) => Promise<PlannedMeal[]>;

const sameFood = (item: { name: string; unit: string; category: string }) =>
  `${item.name.trim().toLowerCase()}\u0000${item.unit}\u0000${item.category}`;

/** A planned meal's lines with the same food, unit and category added up (one row each). */
function collapseLines(lines: readonly PlannedLine[]): PlannedLine[] {
  const byFood = new Map<string, PlannedLine>();
  for (const line of lines) {
    const key = sameFood(line);
    const seen = byFood.get(key);
    if (!seen) byFood.set(key, { ...line });
    else if (line.quantity !== null)
      seen.quantity = seen.quantity === null ? line.quantity : seen.quantity + line.quantity;
  }
  return [...byFood.values()];
}

const categoryRank = (order: readonly string[]) => (category: string) => {
  const index = order.indexOf(category);
  return index === -1 ? order.length : index;
};

export function createGroceryService(deps: {
  db: Db;
  ingredients: Pick<IngredientsService, 'lookupIngredient' | 'portionsOf'>;
  measurementSystemOf: (userId: string) => Promise<MeasurementSystem>;
  /**
   * How a user's planned meals are read for a rebuild that no request asked for (a day left
   * pending by a crash); null when the user is gone.
   */
  plannedMealsOf: (userId: string) => Promise<LoadPlannedMeals | null>;
  log: FastifyBaseLogger;
  /**
   * Tests only (SIMMER_TEST_PAUSE_BEFORE_LIST_REBUILD_MS): waits this long, after logging, before
   * rebuilding the pending days a list read found, so a crash test can kill the process between a
   * committed meal change and its list rebuild.
   */
  pauseBeforeListRebuildMs?: number;
}) {
  const { db, ingredients, measurementSystemOf, plannedMealsOf, log } = deps;
  const repository = createGroceryRepository(db);

  /** Stored rows → the lines the user sees: merged, ordered, in their measurement system. */
  async function present(
    rows: GroceryItemRow[],
    system: MeasurementSystem,
    order: readonly string[],
  ): Promise<GroceryLine[]> {
    const portions = await ingredients.portionsOf(
      rows.map((row) => row.ingredientId).filter((id): id is string => Boolean(id)),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items: MergeableGroceryItem[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      category: row.category,
      quantity: row.quantity,
      unit: row.unit,
      checked: row.checked,
      portion: (row.ingredientId && portions.get(row.ingredientId)) || null,
      sources: row.mealId
        ? [{ mealId: row.mealId, mealType: row.mealType ?? '', recipeName: row.recipeName ?? '' }]
        : [],
    }));
    const rank = categoryRank(order);
    return mergeGroceryItems(items)
      .map((line): GroceryLine => {
        const parts = line.id.split(',').map((id) => byId.get(id)!);
        const shown = toMeasurementSystem(line.quantity, line.unit, system, line.portion);
        const extraAmounts = line.extraAmounts.map((amount) => {
          const extra = toMeasurementSystem(amount.quantity, amount.unit, system, line.portion);
          return { quantity: extra.quantity ?? amount.quantity, unit: extra.unit ?? amount.unit };
        });
        const dates = parts.map((part) => part.listDate).filter((d): d is string => Boolean(d));
        const ticks = parts.map((part) => part.checkedAt?.getTime() ?? 0);
        return {
          id: line.id,
          name: line.name,
          category: line.category,
          quantity: shown.quantity,
          unit: shown.unit ?? line.unit,
          extraAmounts,
          checked: line.checked,
          checkedAt: line.checked ? new Date(Math.max(...ticks)).toISOString() : null,
          date: dates.length > 0 ? dates.sort()[0]! : null,
          sources: parts
            .filter((part) => part.mealId)
            .map((part) => ({
              mealId: part.mealId!,
              mealType: part.mealType as MealType,
              recipeName: part.recipeName ?? '',
              date: part.listDate ?? '',
            })),
          addedAt: new Date(Math.min(...parts.map((part) => part.addedAt.getTime()))).toISOString(),
        };
      })
      .sort(
        (a, b) =>
          rank(a.category) - rank(b.category) ||
          a.name.localeCompare(b.name) ||
          a.id.localeCompare(b.id),
      );
  }

  /** Rebuilds the user's days waiting for a rebuild (all, or those from `start` to `end`). */
  async function repairPending(
    userId: string,
    range?: { start: string; end: string },
  ): Promise<number> {
    const pending = await repository.pendingRebuilds(userId, range);
    if (pending.length === 0) return 0;
    const loadPlanned = await plannedMealsOf(userId);
    if (!loadPlanned) return 0;
    if (deps.pauseBeforeListRebuildMs) {
      log.warn({ userId }, 'test hook: pausing before the shopping list rebuild');
      await new Promise((resolve) => setTimeout(resolve, deps.pauseBeforeListRebuildMs));
    }
    await service.rebuild(
      userId,
      pending.map((day) => day.listDate),
      loadPlanned,
    );
    return pending.length;
  }

  /** A list is read only after the days it shows that wait for a rebuild are rebuilt. */
  async function repairBeforeRead(userId: string, start: string, end: string) {
    try {
      await repairPending(userId, { start, end });
    } catch (error) {
      log.warn(
        { err: error, userId },
        'pending shopping list rebuild failed; list shown as stored',
      );
    }
  }

  const service = {
    /**
     * Rebuilds the planned part of the lists of `dates` from the meals (spec 2 §4), in one
     * transaction holding the user's rebuild lock, reading the meals inside it — so concurrent
     * rebuilds cannot interleave and the last one always sees every committed meal change.
     * Rows are diffed, not replaced: an item still needed keeps its id and tick (so a tick made
     * meanwhile is never lost), a meal's moved items follow it to its new day, a removed item stays
     * removed, a new item takes the tick of a dropped item with the same name, unit and category,
     * and rows no longer needed are deleted (a day left with none has no list).
     */
    async rebuild(userId: string, dates: readonly string[], loadPlanned: LoadPlannedMeals) {
      await db.transaction(async (tx) => {
        const scoped = createGroceryRepository(tx);
        await scoped.lockUser(userId);
        const days = [...new Set(dates)];
        // Read before the meals: a request made after this read stays pending (cleared below).
        const pending = await scoped.pendingRebuilds(userId, { dates: days });
        const movedMealIds = await scoped.mealIdsListedOn(userId, days);
        const planned = await loadPlanned(tx, { dates: days, mealIds: movedMealIds });
        const existing = await scoped.plannedRowsFor(userId, days, [
          ...new Set([...movedMealIds, ...planned.map((meal) => meal.mealId)]),
        ]);
        const existingByKey = new Map<string, GroceryItemRow>();
        const stale: GroceryItemRow[] = [];
        for (const row of existing) {
          const key = `${row.mealId}\u0000${sameFood(row)}`;
          if (existingByKey.has(key)) stale.push(row);
          else existingByKey.set(key, row);
        }
        const fresh: NewGroceryItemRow[] = [];
        const changed: Parameters<typeof scoped.updatePlanned>[0] = [];
        for (const meal of planned) {
          for (const line of collapseLines(meal.lines)) {
            const key = `${meal.mealId}\u0000${sameFood(line)}`;
            const wanted = {
              listDate: meal.date,
              mealType: meal.mealType,
              recipeName: meal.recipeName,
              quantity: line.quantity,
              ingredientId: line.ingredientId,
            };
            const row = existingByKey.get(key);
            if (!row) {
              fresh.push({
                id: crypto.randomUUID(),
                userId,
                mealId: meal.mealId,
                name: line.name,
                unit: line.unit,
                category: line.category,
                ...wanted,
              });
              continue;
            }
            existingByKey.delete(key);
            if (
              row.listDate !== wanted.listDate ||
              row.mealType !== wanted.mealType ||
              row.recipeName !== wanted.recipeName ||
              row.quantity !== wanted.quantity ||
              row.ingredientId !== wanted.ingredientId
            ) {
              changed.push({ id: row.id, ...wanted });
            }
          }
        }
        const dropped = [...existingByKey.values(), ...stale];
        const tickedBefore = new Map(
          dropped.filter((row) => row.checked).map((row) => [sameFood(row), row.checkedAt]),
        );
        for (const row of fresh) {
          const key = sameFood({ name: row.name, unit: row.unit!, category: row.category! });
          if (tickedBefore.has(key)) {
            row.checked = true;
            row.checkedAt = tickedBefore.get(key) ?? new Date();
          }
        }
        await scoped.updatePlanned(changed);
        await scoped.deleteByIds(dropped.map((row) => row.id));
        await scoped.insert(fresh);
        await scoped.clearRebuilds(userId, pending);
      });
    },

    /**
     * Records, inside a meal change's own transaction (`tx`), that these days' lists must be
     * rebuilt: if the process dies before the rebuild commits, the request survives with the meal
     * change and the days are rebuilt at start-up or before their list is next read.
     */
    requestRebuild: (tx: Db, userId: string, dates: readonly string[]) =>
      createGroceryRepository(tx).requestRebuild(userId, [...new Set(dates)]),

    /**
     * Rebuilds every day still waiting for its rebuild, user by user (start-up, in the
     * background); a user whose repair fails is logged and left for their next list read.
     */
    async repairAllPending(signal?: AbortSignal): Promise<{ users: number; days: number }> {
      let users = 0;
      let days = 0;
      for (const userId of await repository.usersWithPendingRebuilds()) {
        if (signal?.aborted) break;
        try {
          days += await repairPending(userId);
          users += 1;
        } catch (error) {
          log.warn({ err: error, userId }, 'pending shopping list rebuild failed; left pending');
        }
      }
      return { users, days };
    },

    /** The list for a range of days plus the dateless list (spec 2 §3 combined list). */
    async getList(userId: string, range: DateRange): Promise<GroceryList> {
      await repairBeforeRead(userId, range.start, range.end);
      const [rows, system, saved] = await Promise.all([
        repository.visibleRows(userId, range.start, range.end),
        measurementSystemOf(userId),
        repository.categoryOrder(userId),
      ]);
      const categoryOrder = completeCategoryOrder(saved);
      return {
        start: range.start,
        end: range.end,
        lines: await present(rows, system, categoryOrder),
        categoryOrder,
      };
    },

    /**
     * A hand-typed item ("2 lemons" → 2 lemon) on the dateless list (spec 2 §5), its category
     * from the catalogue (Other when nothing matches).
     */
    async addItem(userId: string, text: string): Promise<GroceryLine> {
      const parsed = parseShoppingText(text);
      if (!parsed) throw badRequest('Type an item to add');
      const match = await ingredients.lookupIngredient(parsed.name);
      const row: NewGroceryItemRow = {
        id: crypto.randomUUID(),
        userId,
        listDate: null,
        name: parsed.name,
        quantity: parsed.quantity,
        unit: parsed.unit,
        category: match.category,
        ingredientId: match.ingredientId ?? null,
      };
      const stored = await repository.insertOne(row);
      const [line] = await present([stored], await measurementSystemOf(userId), []);
      return line!;
    },

    /** Ticks or unticks lines; each id may be comma-joined (every part changes). */
    async setChecked(userId: string, ids: readonly string[], checked: boolean) {
      const updated = await repository.setChecked(userId, splitLineIds(ids), checked);
      if (updated === 0) throw notFound(GROCERY_MESSAGES.itemsNotFound);
      return { updated };
    },

    async remove(userId: string, ids: readonly string[]) {
      const updated = await repository.remove(userId, splitLineIds(ids));
      if (updated === 0) throw notFound(GROCERY_MESSAGES.itemsNotFound);
      return { updated };
    },

    async saveCategoryOrder(userId: string, order: readonly string[]) {
      const complete = completeCategoryOrder(order);
      await repository.saveCategoryOrder(userId, complete);
      return { order: complete };
    },

    /** Items still to buy on the list the user sees by default: today to 7 days ahead. */
    countUnpurchased: async (userId: string, today: string) => {
      const end = addDays(today, DEFAULT_GROCERY_RANGE_DAYS);
      await repairBeforeRead(userId, today, end);
      return repository.countUnpurchased(userId, today, end);
    },
  };
  return service;
}

export type GroceryService = ReturnType<typeof createGroceryService>;
