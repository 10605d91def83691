import type { PlanCandidate } from '@simmer/domain/planning';
import type { Nutrition } from '@simmer/domain/recipes';
import {
  and,
  asc,
  arrayOverlaps,
  eq,
  gte,
  inArray,
  lt,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipes, userRecipes } from '../../db/schema';
import { ingredientsReadableBy, visibleTo } from '../recipes';

/** What one query may return at most: the planner scores a bounded pool, whatever the catalogue. */
export const CANDIDATE_LIMITS = {
  personal: 200,
  favourite: 250,
  general: 250,
  diet: 250,
  mealType: 100,
} as const;

export interface CandidateQuery {
  /** Null for a visitor (the questionnaire's preview): public recipes only, never premium ones. */
  userId: string | null;
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

/** The same columns for a raw statement, named as CandidateRow's fields. */
const SELECT_LIST = sql.join(
  Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

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

/** One bounded part of the candidates, read along the primary key. */
function part(name: string, where: SQL, limit: number): SQL {
  return sql`(select ${sql.raw(`'${name}'`)}::text as part, ${SELECT_LIST} from ${recipes}
    where ${where} order by ${recipes.id} limit ${limit})`;
}

/**
 * A slice of the shared recipes in id order from the pivot, wrapping to the start: the outer
 * limit stops the append once the first half has enough, so its cost does not grow with the
 * catalogue.
 */
function slice(name: string, where: SQL, pivot: string, limit: number): SQL {
  return sql`(select * from (${part(name, and(where, gte(recipes.id, pivot))!, limit)}
    union all ${part(name, and(where, lt(recipes.id, pivot))!, limit)}) as ${sql.identifier(name)}
    limit ${limit})`;
}

export interface PreviewRecipeDetails {
  id: string;
  name: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  nutritionalInfo: Nutrition | null;
}

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
  return {
    /**
     * The recipes a week may be planned from, for this user, in one statement of bounded,
     * indexed parts: their own (created_by index) and saved ones, and slices of the public and
     * chef recipes — any, from favourite cuisines, meeting the diet by label, fitting breakfast
     * or snack — never one they may not see, nor a premium one they have not bought.
     */
    async findCandidates(query: CandidateQuery): Promise<PlanCandidate[]> {
      const { userId } = query;
      const readable = userId
        ? ingredientsReadableBy(userId, false)
        : eq(recipes.isPurchasable, false);
      const shared = and(
        userId ? inArray(recipes.visibility, ['public', 'chef']) : eq(recipes.visibility, 'public'),
        readable,
        query.avoided.length > 0
          ? notInArray(sql`lower(${recipes.cuisine})`, query.avoided)
          : undefined,
      )!;
      const parts: SQL[] = [];
      if (userId) {
        const saved = sql`(select ${userRecipes.recipeId} from ${userRecipes}
          where ${userRecipes.userId} = ${userId}
          order by ${userRecipes.savedAt} desc limit ${CANDIDATE_LIMITS.personal})`;
        parts.push(
          part('own', and(eq(recipes.createdBy, userId), readable)!, CANDIDATE_LIMITS.personal),
          part(
            'saved',
            and(inArray(recipes.id, saved), visibleTo({ userId }), readable)!,
            CANDIDATE_LIMITS.personal,
          ),
        );
      }
      parts.push(slice('general', shared, query.pivot, CANDIDATE_LIMITS.general));
      if (query.favourites.length > 0) {
        const favourite = inArray(sql`lower(${recipes.cuisine})`, query.favourites);
        parts.push(
          slice('favourite', and(shared, favourite)!, query.pivot, CANDIDATE_LIMITS.favourite),
        );
      }
      if (query.dietLabels.length > 0) {
        const labelled = and(
          ...query.dietLabels.map((labels) => arrayOverlaps(recipes.dietaryRestrictions, labels)),
        )!;
        parts.push(slice('diet', and(shared, labelled)!, query.pivot, CANDIDATE_LIMITS.diet));
      }
      query.mealTypeTags.forEach((tags, i) => {
        const fits = arrayOverlaps(recipes.tags, tags);
        parts.push(
          slice(`meal_type_${i}`, and(shared, fits)!, query.pivot, CANDIDATE_LIMITS.mealType),
        );
      });
      const result = await db.execute(sql.join(parts, sql` union all `));
      const rows = (result as { rows: (CandidateRow & { part: string })[] }).rows;
      const seen = new Set<string>();
      const candidates: PlanCandidate[] = [];
      for (const row of rows) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        candidates.push(toCandidate(row, row.part === 'own' || row.part === 'saved'));
      }
      return candidates;
    },

    /**
     * What the preview shows of its recipes — times, servings and nutrition, never ingredients
     * or steps — for public recipes that are not premium only.
     */
    async findPreviewDetails(ids: string[]): Promise<PreviewRecipeDetails[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: recipes.id,
          name: recipes.name,
          prepTime: recipes.prepTime,
          cookTime: recipes.cookTime,
          servings: recipes.servings,
          nutritionalInfo: recipes.nutritionalInfo,
        })
        .from(recipes)
        .where(
          and(
            inArray(recipes.id, ids),
            eq(recipes.visibility, 'public'),
            eq(recipes.isPurchasable, false),
          ),
        );
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
