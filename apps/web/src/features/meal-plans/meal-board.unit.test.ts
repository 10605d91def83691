import type { Meal } from '@simmer/domain/meal-plans';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  cellId,
  countMealsOn,
  mealLabel,
  mealsByCell,
  nextCellId,
  ownVersionKey,
  parseCellId,
  planDrop,
  versionAfterOwnChanges,
  withMealVersion,
  type Box,
} from './meal-board';

function meal(patch: Partial<Meal>): Meal {
  return {
    id: 'm1',
    date: '2026-03-02',
    mealType: 'dinner',
    servings: 2,
    notes: '',
    kind: 'placeholder',
    isPlaceholder: true,
    title: null,
    recipeId: null,
    recipe: null,
    mealItemId: null,
    name: null,
    ingredients: [],
    version: 1,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...patch,
  };
}

describe('parseCellId', () => {
  it('reads a date and a meal type', () => {
    expect(parseCellId(cellId('2026-03-02', 'snack'))).toEqual({
      date: '2026-03-02',
      mealType: 'snack',
    });
  });

  it('refuses other meal types, impossible days and ids that are not cells', () => {
    expect(parseCellId('2026-03-02_brunch')).toBeNull();
    expect(parseCellId('2026-02-30_lunch')).toBeNull();
    expect(parseCellId('lunch')).toBeNull();
    expect(parseCellId(42)).toBeNull();
    expect(parseCellId(null)).toBeNull();
  });
});

describe('planDrop', () => {
  const dinner = meal({ date: '2026-03-02', mealType: 'dinner' });

  it('changes only the type on the same day', () => {
    expect(planDrop(dinner, '2026-03-02_lunch')).toEqual({ mealType: 'lunch' });
  });

  it('moves the meal to another day with the target type', () => {
    expect(planDrop(dinner, '2026-03-05_dinner')).toEqual({
      date: '2026-03-05',
      mealType: 'dinner',
    });
  });

  it('ignores a drop on its own cell, outside any cell or on an unknown type', () => {
    expect(planDrop(dinner, '2026-03-02_dinner')).toBeNull();
    expect(planDrop(dinner, undefined)).toBeNull();
    expect(planDrop(dinner, '2026-03-05_brunch')).toBeNull();
  });
});

describe('applyMove', () => {
  const range = { start: '2026-03-01', end: '2026-03-07' };
  const meals = [
    meal({ id: 'a', date: '2026-03-02', mealType: 'breakfast' }),
    meal({ id: 'b', date: '2026-03-02', mealType: 'dinner' }),
    meal({ id: 'c', date: '2026-03-03', mealType: 'lunch' }),
  ];

  it('puts the meal last in its new cell, keeping the order by day then type', () => {
    const moved = applyMove(meals, 'a', { date: '2026-03-03', mealType: 'lunch' }, range);

    expect(moved.map((m) => `${m.id}:${m.date}:${m.mealType}`)).toEqual([
      'b:2026-03-02:dinner',
      'c:2026-03-03:lunch',
      'a:2026-03-03:lunch',
    ]);
  });

  it('changes only the type when no day is given', () => {
    const moved = applyMove(meals, 'b', { mealType: 'breakfast' }, range);

    expect(moved.find((m) => m.id === 'b')).toMatchObject({
      date: '2026-03-02',
      mealType: 'breakfast',
    });
  });

  it('drops the meal from a range its new day is not in, and leaves unknown ids alone', () => {
    expect(applyMove(meals, 'c', { date: '2026-03-09', mealType: 'lunch' }, range)).toHaveLength(2);
    expect(applyMove(meals, 'zz', { mealType: 'lunch' }, range)).toEqual(meals);
  });
});

describe('grouping and counts', () => {
  const meals = [
    meal({ id: 'a', date: '2026-03-02', mealType: 'lunch' }),
    meal({ id: 'b', date: '2026-03-02', mealType: 'lunch', kind: 'recipe', isPlaceholder: false }),
    meal({ id: 'c', date: '2026-03-09', mealType: 'lunch' }),
  ];

  it('groups meals by cell in order', () => {
    expect(
      mealsByCell(meals)
        .get('2026-03-02_lunch')
        ?.map((m) => m.id),
    ).toEqual(['a', 'b']);
  });

  it('counts the meals of a day', () => {
    expect(countMealsOn(meals, '2026-03-02')).toBe(2);
  });
});

describe('mealLabel', () => {
  it('names each kind of meal', () => {
    const recipe = meal({
      kind: 'recipe',
      isPlaceholder: false,
      recipe: {
        id: 'r1',
        name: 'Shakshuka',
        description: '',
        totalTime: 30,
        servings: 2,
        cuisine: '',
        difficulty: 'easy',
        tags: [],
        imageUrl: null,
        isLocked: false,
      },
    });

    expect(mealLabel(recipe)).toBe('Shakshuka');
    expect(mealLabel(meal({ kind: 'recipe', isPlaceholder: false }))).toBe(
      'Recipe no longer available',
    );
    expect(mealLabel(meal({ kind: 'item', isPlaceholder: false, name: 'eggs, toast' }))).toBe(
      'eggs, toast',
    );
    expect(mealLabel(meal({ title: 'Leftovers' }))).toBe('Leftovers');
    expect(mealLabel(meal({ mealType: 'snack' }))).toBe('Snack');
  });
});

describe('nextCellId', () => {
  // Two rows of three 100 × 50 cells, and one collapsed cell that measures nothing.
  const cells: Box[] = [
    ...['b', 'l'].flatMap((row, r) =>
      [0, 1, 2].map((column) => ({
        id: `${row}${column}`,
        left: column * 100,
        top: r * 50,
        width: 100,
        height: 50,
      })),
    ),
    { id: 'hidden', left: 0, top: 0, width: 0, height: 0 },
  ];
  const at = (id: string) => cells.find((cell) => cell.id === id)!;

  it('walks along the row and down the column', () => {
    expect(nextCellId(at('b0'), cells, 'right')).toBe('b1');
    expect(nextCellId(at('b1'), cells, 'left')).toBe('b0');
    expect(nextCellId(at('b1'), cells, 'down')).toBe('l1');
    expect(nextCellId(at('l2'), cells, 'up')).toBe('b2');
  });

  it('stays put at an edge and skips cells that measure nothing', () => {
    expect(nextCellId(at('b2'), cells, 'right')).toBeNull();
    expect(nextCellId(at('b0'), cells, 'up')).toBeNull();
  });

  it('prefers the same row over a nearer cell on another row', () => {
    const fromTallCard = { left: 10, top: 30, width: 80, height: 18 };

    expect(nextCellId(fromTallCard, cells, 'right')).toBe('b1');
  });
});

describe('versionAfterOwnChanges', () => {
  const own = new Map([
    [ownVersionKey('a', 1), 2],
    [ownVersionKey('a', 2), 3],
    [ownVersionKey('b', 5), 6],
  ]);

  it('follows this tab’s own acknowledged changes from the version the user saw', () => {
    expect(versionAfterOwnChanges(own, 'a', 1)).toBe(3);
    expect(versionAfterOwnChanges(own, 'a', 2)).toBe(3);
    expect(versionAfterOwnChanges(own, 'b', 5)).toBe(6);
  });

  it('keeps a version this tab did not move on from, so a change made elsewhere stays a conflict', () => {
    expect(versionAfterOwnChanges(own, 'a', 7)).toBe(7);
    expect(versionAfterOwnChanges(own, 'c', 1)).toBe(1);
  });
});

describe('withMealVersion', () => {
  it('brings one meal’s version up, never down, and leaves the others', () => {
    const meals = [meal({ id: 'a', version: 2 }), meal({ id: 'b', version: 4 })];

    expect(withMealVersion(meals, 'a', 3).map((m) => m.version)).toEqual([3, 4]);
    expect(withMealVersion(meals, 'b', 3).map((m) => m.version)).toEqual([2, 4]);
  });
});
