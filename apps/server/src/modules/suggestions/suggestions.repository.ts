import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipeImages, recipes, userRecipes } from '../../db/schema';
import { ingredientsReadableBy } from '../recipes';

/** What ranking reads of a candidate recipe. */
export interface CandidateRow {
  id: string;
  name: string;
  cuisine: string;
  tags: string[];
  videos: Record<string, unknown>;
}

const CANDIDATE_COLUMNS = {
  id: recipes.id,
  name: recipes.name,
  cuisine: recipes.cuisine,
  tags: recipes.tags,
  videos: recipes.videos,
};

const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`array[]::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

const shared = inArray(recipes.visibility, ['public', 'chef']);

/** How many of the newest public and chef recipes the stories feed looks through for a video. */
export const VIDEO_WINDOW = 2_000;

export interface SuggestionQuery {
  userId: string;
  excludedIds: readonly string[];
  mealTags: readonly string[];
  keywords: readonly string[];
  /** The most rows each tier of relevance brings. */
  perTier: number;
  /** Where the slice of the catalogue this load looks through starts (a random UUID). */
  pivot: string;
}

/** How many eligible recipes a load looks through on each side of its pivot. */
export const SUGGESTION_SLICE = 2_500;

export function createSuggestionsRepository(db: Db) {
  return {
    /**
     * Candidates for a placeholder: public and chef recipes, minus the user's own (created or
     * favourited), the excluded ids and premium recipes the user has not bought. A load looks
     * through a slice of at most 2 × SUGGESTION_SLICE of them around a random id, read in
     * primary-key order (ids are random UUIDs, so the slice is a random draw and a small catalogue
     * is read whole), and takes from it four tiers of at most `perTier`: a tag or cuisine match
     * with a keyword (score 3), without one (2), a keyword alone (1), and any other (0). So the
     * best of each score in the slice are always among them, and no load reads more than the
     * slice, however common or rare the meal's words are.
     */
    async findSuggestionCandidates(query: SuggestionQuery): Promise<CandidateRow[]> {
      const { userId, excludedIds, mealTags, keywords, perTier, pivot } = query;
      const eligible = and(
        shared,
        sql`${recipes.createdBy} is distinct from ${userId}`,
        sql`${recipes.id} not in (select ${userRecipes.recipeId} from ${userRecipes}
          where ${userRecipes.userId} = ${userId} and ${userRecipes.favorite})`,
        // Not the user's own (above), so readable means not for sale, bought or granted.
        ingredientsReadableBy(userId, false),
        excludedIds.length > 0
          ? sql`not (${recipes.id} = any(${textArray(excludedIds)}))`
          : undefined,
      );
      const tags = textArray(mealTags);
      const words = textArray(keywords);
      // Inside the slice the columns are unqualified: the slice is the only table read.
      const tagMatch =
        mealTags.length > 0
          ? sql`(lower(cuisine) = any(${tags}) or string_to_array(search_tags, '|') && ${tags})`
          : sql`false`;
      const keywordMatch = sql`(name_words && ${words} or string_to_array(search_tags, '|') && ${words})`;
      const tier = (condition: SQL) =>
        sql`(select id, name, cuisine, tags, videos from slice where ${condition} limit ${perTier})`;
      // Both drivers (node-postgres, PGlite) answer a raw statement with its rows in `rows`.
      const result: unknown = await db.execute(sql`
        with slice as materialized (
          (select ${recipes.id} as id, ${recipes.name} as name, ${recipes.cuisine} as cuisine,
              ${recipes.tags} as tags, ${recipes.videos} as videos, ${recipes.nameWords} as name_words,
              ${recipes.searchTags} as search_tags
            from ${recipes} where ${eligible} and ${recipes.id} >= ${pivot}
            order by ${recipes.id} limit ${SUGGESTION_SLICE})
          union all
          (select ${recipes.id}, ${recipes.name}, ${recipes.cuisine}, ${recipes.tags}, ${recipes.videos},
              ${recipes.nameWords}, ${recipes.searchTags}
            from ${recipes} where ${eligible} and ${recipes.id} < ${pivot}
            order by ${recipes.id} desc limit ${SUGGESTION_SLICE})
        )
        ${tier(sql`${tagMatch} and ${keywordMatch}`)}
        union all ${tier(sql`${tagMatch} and not ${keywordMatch}`)}
        union all ${tier(sql`${keywordMatch} and not ${tagMatch}`)}
        union all ${tier(sql`not ${tagMatch} and not ${keywordMatch}`)}`);
      return (result as { rows: CandidateRow[] }).rows.map((row) => ({
        id: row.id,
        name: row.name,
        cuisine: row.cuisine,
        tags: row.tags,
        videos: row.videos,
      }));
    },

    /** How many recipes are the user's own: those they created plus those they favourited. */
    async countOwn(userId: string): Promise<number> {
      const [row] = await db
        .select({
          n: sql<number>`(select count(*)::int from (
            select ${recipes.id} from ${recipes} where ${recipes.createdBy} = ${userId}
            union
            select ${userRecipes.recipeId} from ${userRecipes}
              where ${userRecipes.userId} = ${userId} and ${userRecipes.favorite}) own)`,
        })
        .from(sql`(select 1) as one`);
      return Number(row?.n ?? 0);
    },

    /**
     * Candidates for the stories feed: the user's favourites, the newest public and chef recipes
     * with a short video (among the newest VIDEO_WINDOW), and a window of public and chef recipes around a random id (ids are random UUIDs, so
     * the window is a random draw that the primary key index reads without a full scan).
     */
    async findStoryCandidates(
      userId: string,
      { pivot, perBranch }: { pivot: string; perBranch: number },
    ): Promise<CandidateRow[]> {
      const favourites = db
        .select(CANDIDATE_COLUMNS)
        .from(recipes)
        .innerJoin(
          userRecipes,
          and(eq(userRecipes.recipeId, recipes.id), eq(userRecipes.userId, userId)),
        )
        .where(eq(userRecipes.favorite, true))
        .orderBy(desc(userRecipes.savedAt))
        .limit(perBranch);
      // Short videos among the newest public and chef recipes: a bounded read, where a filter over
      // the whole table would walk all of it whenever few recipes have a video (no index holds them).
      const newest = db
        .select(CANDIDATE_COLUMNS)
        .from(recipes)
        .where(shared)
        .orderBy(desc(recipes.createdAt))
        .limit(VIDEO_WINDOW)
        .as('newest');
      const withVideo = db
        .select({
          id: newest.id,
          name: newest.name,
          cuisine: newest.cuisine,
          tags: newest.tags,
          videos: newest.videos,
        })
        .from(newest)
        .where(sql`${newest.videos} ->> 'shortForm' is not null`)
        .limit(perBranch);
      const after = db
        .select(CANDIDATE_COLUMNS)
        .from(recipes)
        .where(and(shared, gte(recipes.id, pivot)))
        .orderBy(asc(recipes.id))
        .limit(perBranch);
      const before = db
        .select(CANDIDATE_COLUMNS)
        .from(recipes)
        .where(and(shared, lt(recipes.id, pivot)))
        .orderBy(desc(recipes.id))
        .limit(perBranch);
      return favourites.unionAll(withVideo).unionAll(after).unionAll(before);
    },

    /** How many images each of these recipes has (absent: none). */
    async imageCounts(recipeIds: readonly string[]): Promise<Map<string, number>> {
      if (recipeIds.length === 0) return new Map();
      const rows = await db
        .select({ recipeId: recipeImages.recipeId, n: sql<number>`count(*)::int` })
        .from(recipeImages)
        .where(inArray(recipeImages.recipeId, [...recipeIds]))
        .groupBy(recipeImages.recipeId);
      return new Map(rows.map((row) => [row.recipeId, Number(row.n)]));
    },
  };
}

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
