import type { PlanCandidate } from '@simmer/domain/planning';
import {
  and,
  asc,
  arrayOverlaps,
  eq,
  gte,
  inArray,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipes, userRecipes } from '../../db/schema';
import { ingredientsReadableBy, visibleTo } from '../recipes';

/** What one query may return at most: the planner scores a bounded pool, whatever the catalogue. */
export const CANDIDATE_LIMITS = {
  personal: 400,
  favourite: 300,
  general: 400,
  diet: 300,
  mealType: 120,
} as const;

export interface CandidateQuery {
  userId: string;
  /** Lower-case favourite cuisines. */
  favourites: string[];
  /** Lower-case cuisines rated -1. */
  avoided: string[];
  /** Each restriction's acceptable recipe labels (vegetarian: vegetarian or vegan). */
  dietLabels: string[][];
  /** Tag words of the breakfast or snack slots the plan fills. */
  mealTypeTags: string[][];
  /** Where in id order the shared slices start: a seed's pivot, so Shuffle draws others. */
  pivot: string;
}

const columns = {
  id: recipes.id,
  name: recipes.name,
  cuisine: recipes.cuisine,
  totalTime: recipes.totalTime,
  difficulty: recipes.difficulty,
  tags: recipes.tags,
  dietaryRestrictions: recipes.dietaryRestrictions,
  servings: recipes.servings,
  estimatedCostCents: recipes.estimatedCostCents,
  // Names and aisles only: the planner reads nothing else of the ingredients.
  ingredients: sql<{ name: string; category: string }[] | null>`(
    select jsonb_agg(jsonb_build_object('name', e->>'name', 'category', e->>'category'))
    from jsonb_array_elements(${recipes.ingredients}) as e)`,
  createdBy: recipes.createdBy,
};

type CandidateRow = {
  id: string;
  name: string;
  cuisine: string;
  totalTime: number;
  difficulty: string;
  tags: string[];
  dietaryRestrictions: string[];
  servings: number;
  estimatedCostCents: number | null;
  ingredients: { name: string; category: string }[] | null;
  createdBy: string | null;
};

function toCandidate(row: CandidateRow, isPersonal: boolean): PlanCandidate {
  return {
    id: row.id,
    name: row.name,
    cuisine: row.cuisine,
    totalTime: row.totalTime,
    difficulty: row.difficulty,
    tags: row.tags,
    dietaryRestrictions: row.dietaryRestrictions,
    servings: Math.max(1, row.servings),
    estimatedCost: row.estimatedCostCents === null ? null : row.estimatedCostCents / 100,
    ingredients: (row.ingredients ?? []).map((i) => ({
      name: i.name ?? '',
      category: i.category ?? 'Other',
    })),
    isPersonal,
  };
}

export function createPlanningRepository(db: Db) {
  /**
   * A slice of the shared recipes in id order from the pivot, wrapping to the start: read along
   * the primary key with a limit, so its cost does not grow with the catalogue.
   */
  async function slice(where: SQL, pivot: string, limit: number): Promise<CandidateRow[]> {
    const first = await db
      .select(columns)
      .from(recipes)
      .where(and(where, gte(recipes.id, pivot)))
      .orderBy(asc(recipes.id))
      .limit(limit);
    if (first.length >= limit) return first;
    const rest = await db
      .select(columns)
      .from(recipes)
      .where(and(where, lt(recipes.id, pivot)))
      .orderBy(asc(recipes.id))
      .limit(limit - first.length);
    return [...first, ...rest];
  }

  return {
    /**
     * The recipes a week may be planned from, for this user: their own and saved ones (all of
     * them, up to a bound) and slices of the public and chef recipes — from favourite cuisines,
     * meeting the diet by label, fitting breakfast or snack, and any — never one they may not
     * see, nor a premium one they have not bought.
     */
    async findCandidates(query: CandidateQuery): Promise<PlanCandidate[]> {
      const readable = ingredientsReadableBy(query.userId, false);
      const shared = and(
        inArray(recipes.visibility, ['public', 'chef']),
        readable,
        query.avoided.length > 0
          ? notInArray(sql`lower(${recipes.cuisine})`, query.avoided)
          : undefined,
      )!;
      const personal = db
        .select(columns)
        .from(recipes)
        .where(
          and(
            visibleTo({ userId: query.userId }),
            readable,
            or(
              eq(recipes.createdBy, query.userId),
              inArray(
                recipes.id,
                sql`(select ${userRecipes.recipeId} from ${userRecipes} where ${userRecipes.userId} = ${query.userId})`,
              ),
            ),
          ),
        )
        .orderBy(asc(recipes.id))
        .limit(CANDIDATE_LIMITS.personal);
      const queries: Promise<CandidateRow[]>[] = [
        personal,
        slice(shared, query.pivot, CANDIDATE_LIMITS.general),
      ];
      if (query.favourites.length > 0) {
        queries.push(
          slice(
            and(shared, inArray(sql`lower(${recipes.cuisine})`, query.favourites))!,
            query.pivot,
            CANDIDATE_LIMITS.favourite,
          ),
        );
      }
      if (query.dietLabels.length > 0) {
        const meetsLabels = and(
          ...query.dietLabels.map((labels) => arrayOverlaps(recipes.dietaryRestrictions, labels)),
        )!;
        queries.push(slice(and(shared, meetsLabels)!, query.pivot, CANDIDATE_LIMITS.diet));
      }
      for (const tags of query.mealTypeTags) {
        queries.push(
          slice(
            and(shared, arrayOverlaps(recipes.tags, tags))!,
            query.pivot,
            CANDIDATE_LIMITS.mealType,
          ),
        );
      }
      const personalRows = await queries[0]!;
      const personalIds = new Set(personalRows.map((row) => row.id));
      const rows = (await Promise.all(queries.slice(1))).flat();
      const seen = new Set<string>();
      const candidates: PlanCandidate[] = [];
      for (const row of [...personalRows, ...rows]) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        candidates.push(toCandidate(row, personalIds.has(row.id)));
      }
      return candidates;
    },

    /** Recipes the user may see and read whose name is one of these (lower-case): the AI's dishes. */
    async findByNames(userId: string, names: string[]): Promise<PlanCandidate[]> {
      if (names.length === 0) return [];
      const rows = await db
        .select(columns)
        .from(recipes)
        .where(
          and(
            inArray(sql`lower(${recipes.name})`, names),
            visibleTo({ userId }),
            ingredientsReadableBy(userId, false),
          ),
        )
        .orderBy(asc(recipes.id))
        .limit(names.length * 5);
      return rows.map((row) => toCandidate(row, row.createdBy === userId));
    },
  };
}

export type PlanningRepository = ReturnType<typeof createPlanningRepository>;
