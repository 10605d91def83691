import { isIsoDay, MEAL_TYPES, type Meal, type MealType } from '@simmer/domain/meal-plans';

/** A planner cell: one meal type on one day. Its drop target id is `${date}_${mealType}` (spec 2 §2). */
export interface Cell {
  date: string;
  mealType: MealType;
}

export function cellId(date: string, mealType: MealType): string {
  return `${date}_${mealType}`;
}

const isMealType = (value: string): value is MealType =>
  (MEAL_TYPES as readonly string[]).includes(value);

/** Reads a drop target id back; null for anything that is not a real day and one of the four types. */
export function parseCellId(id: string | number | null | undefined): Cell | null {
  if (typeof id !== 'string') return null;
  const separator = id.lastIndexOf('_');
  if (separator < 0) return null;
  const date = id.slice(0, separator);
  const mealType = id.slice(separator + 1);
  if (!isMealType(mealType) || !isIsoDay(date)) return null;
  return { date, mealType };
}

/** What a drop asks the server to change (PATCH /api/meals/:id). */
export interface MealMove {
  date?: string;
  mealType: MealType;
}

/**
 * The change a drop makes (spec 2 §4): nothing when the target is not a cell or is the meal's own
 * cell; the type only on the same day; the day and the type on another day.
 */
export function planDrop(
  meal: Pick<Meal, 'date' | 'mealType'>,
  overId: string | number | null | undefined,
): MealMove | null {
  const target = parseCellId(overId);
  if (!target) return null;
  if (target.date === meal.date) {
    return target.mealType === meal.mealType ? null : { mealType: target.mealType };
  }
  return { date: target.date, mealType: target.mealType };
}

const typeOrder = (mealType: MealType) => MEAL_TYPES.indexOf(mealType);

/** Meals in the server's order: by day, then breakfast, lunch, dinner, snack; stable within a cell. */
export function sortMeals(meals: readonly Meal[]): Meal[] {
  return [...meals].sort(
    (a, b) => a.date.localeCompare(b.date) || typeOrder(a.mealType) - typeOrder(b.mealType),
  );
}

/**
 * A loaded range of meals after a move, as the server will show it: the meal leaves its cell and,
 * when its new day is in the range, lands last in the new one.
 */
export function applyMove(
  meals: readonly Meal[],
  mealId: string,
  move: MealMove,
  range: { start: string; end: string },
): Meal[] {
  const meal = meals.find((candidate) => candidate.id === mealId);
  if (!meal) return [...meals];
  const moved: Meal = { ...meal, date: move.date ?? meal.date, mealType: move.mealType };
  const others = meals.filter((candidate) => candidate.id !== mealId);
  const isInRange = moved.date >= range.start && moved.date <= range.end;
  return sortMeals(isInRange ? [...others, moved] : others);
}

/** This tab's own acknowledged changes of meals: `${mealId}@${version sent}` → the version it became. */
export type OwnVersions = Map<string, number>;

export const ownVersionKey = (mealId: string, version: number) => `${mealId}@${version}`;

/**
 * The version to send for a meal the user saw at `seen`: a drop made while this tab's previous
 * move of the same meal was on its way saw the version that move replaced, so it follows this
 * tab's own acknowledged changes — never a change made elsewhere, which stays a conflict.
 */
export function versionAfterOwnChanges(own: OwnVersions, mealId: string, seen: number): number {
  let version = seen;
  let next = own.get(ownVersionKey(mealId, version));
  while (next !== undefined && next > version) {
    version = next;
    next = own.get(ownVersionKey(mealId, version));
  }
  return version;
}

/** A loaded range with one meal's version brought up to what the server answered (never down). */
export function withMealVersion(meals: readonly Meal[], mealId: string, version: number): Meal[] {
  return meals.map((meal) =>
    meal.id === mealId && meal.version < version ? { ...meal, version } : meal,
  );
}

/** The meals of each cell, keyed by cell id, in order. */
export function mealsByCell(meals: readonly Meal[]): Map<string, Meal[]> {
  const cells = new Map<string, Meal[]>();
  for (const meal of meals) {
    const id = cellId(meal.date, meal.mealType);
    const cell = cells.get(id);
    if (cell) cell.push(meal);
    else cells.set(id, [meal]);
  }
  return cells;
}

export function countMealsOn(meals: readonly Meal[], date: string): number {
  return meals.filter((meal) => meal.date === date).length;
}

export function mealTypeLabel(mealType: MealType): string {
  return mealType.charAt(0).toUpperCase() + mealType.slice(1);
}

/** What a meal card says: the recipe's name, the quick meal's name, or the placeholder's title or type. */
export function mealLabel(meal: Meal): string {
  switch (meal.kind) {
    case 'recipe':
      return meal.recipe?.name ?? 'Recipe no longer available';
    case 'item':
      return meal.name?.trim() || 'Quick meal';
    case 'placeholder':
      return meal.title?.trim() || mealTypeLabel(meal.mealType);
  }
}

export type Direction = 'up' | 'down' | 'left' | 'right';

export interface Box {
  id: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Centres this close are on the same row or column (sub-pixel layout). */
const ALIGNED_PX = 2;

const center = (box: Omit<Box, 'id'>) => ({
  x: box.left + box.width / 2,
  y: box.top + box.height / 2,
});

/**
 * The cell an arrow key moves a dragged meal to: the nearest cell whose centre lies that way,
 * keeping to the same row or column first so the keyboard walks the grid as it looks.
 */
export function nextCellId(
  from: Omit<Box, 'id'>,
  cells: readonly Box[],
  direction: Direction,
): string | null {
  const origin = center(from);
  const horizontal = direction === 'left' || direction === 'right';
  const sign = direction === 'right' || direction === 'down' ? 1 : -1;
  let best: { id: string; across: number; along: number } | null = null;
  for (const cell of cells) {
    // A collapsed day's cells measure nothing.
    if (cell.width === 0 || cell.height === 0) continue;
    const point = center(cell);
    const along = sign * (horizontal ? point.x - origin.x : point.y - origin.y);
    if (along <= ALIGNED_PX) continue;
    const across = Math.abs(horizontal ? point.y - origin.y : point.x - origin.x);
    const isCloserLine = !best || across < best.across - ALIGNED_PX;
    const isSameLineNearer =
      best !== null && Math.abs(across - best.across) <= ALIGNED_PX && along < best.along;
    if (isCloserLine || isSameLineNearer) best = { id: cell.id, across, along };
  }
  return best?.id ?? null;
}
