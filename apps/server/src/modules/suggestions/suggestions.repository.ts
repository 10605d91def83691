import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipeImages, recipes, userRecipes } from '../../db/schema';

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

/** A LIKE pattern matching the word anywhere, with LIKE's own wildcards taken literally. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether any of the words is in the recipe's search text (name, cuisine, tags and ingredient
 * names, lower case): the trigram index answers it, one OR'd LIKE per word (GIN takes no ANY).
 */
function mentionsAny(words: readonly string[]): SQL {
  if (words.length === 0) return sql`false`;
  return or(...words.map((word) => sql`${recipes.searchText} like ${likePattern(word)}`))!;
}

/** Whether a tag (lower case) or the cuisine is one of the meal's tags. */
function tagMatch(mealTags: readonly string[]): SQL {
  if (mealTags.length === 0) return sql`false`;
  const tags = textArray(mealTags);
  return sql`(lower(${recipes.cuisine}) = any(${tags}) or string_to_array(${recipes.searchTags}, '|') && ${tags})`;
}

/** Whether a tag or a word of the name is one of the keywords. */
function keywordMatch(keywords: readonly string[]): SQL {
  const words = textArray(keywords);
  return sql`(${recipes.nameWords} && ${words} or string_to_array(${recipes.searchTags}, '|') && ${words})`;
}

const shared = inArray(recipes.visibility, ['public', 'chef']);

export interface SuggestionQuery {
  userId: string;
  excludedIds: readonly string[];
  mealTags: readonly string[];
  keywords: readonly string[];
  /** The most rows each tier of relevance brings. */
  perTier: number;
}

export function createSuggestionsRepository(db: Db) {
  return {
    /**
     * Candidates for a placeholder: public and chef recipes, minus the user's own (created or
     * favourited), the excluded ids and premium recipes the user has not bought. One statement of
     * four bounded branches — a tag or cuisine match with a keyword (score 3), without one (2), a
     * keyword alone (1), and the newest of the rest — so the best `perTier` of each score are
     * always among them, whatever the table holds, and no branch reads more than it returns.
     */
    async findSuggestionCandidates(query: SuggestionQuery): Promise<CandidateRow[]> {
      const { userId, excludedIds, mealTags, keywords, perTier } = query;
      const eligible = and(
        shared,
        sql`${recipes.createdBy} is distinct from ${userId}`,
        sql`${recipes.id} not in (select ${userRecipes.recipeId} from ${userRecipes}
          where ${userRecipes.userId} = ${userId} and ${userRecipes.favorite})`,
        sql`(not ${recipes.isPurchasable} or ${recipes.id} in (
          select ${userRecipes.recipeId} from ${userRecipes} where ${userRecipes.userId} = ${userId}
            and ${userRecipes.purchaseId} is not null and ${userRecipes.status} = 'active'))`,
        excludedIds.length > 0
          ? sql`not (${recipes.id} = any(${textArray(excludedIds)}))`
          : undefined,
      );
      const tier = (condition: SQL) =>
        db
          .select(CANDIDATE_COLUMNS)
          .from(recipes)
          .where(and(eligible, condition))
          .orderBy(desc(recipes.rating), desc(recipes.createdAt))
          .limit(perTier);
      const tagged = and(mentionsAny(mealTags), tagMatch(mealTags))!;
      const typed = and(mentionsAny(keywords), keywordMatch(keywords))!;
      const branches = [
        tier(and(tagged, typed)!),
        tier(and(tagged, sql`not ${keywordMatch(keywords)}`)!),
        tier(and(typed, sql`not ${tagMatch(mealTags)}`)!),
        db
          .select(CANDIDATE_COLUMNS)
          .from(recipes)
          .where(eligible)
          .orderBy(desc(recipes.createdAt))
          .limit(perTier),
      ];
      const [first, ...rest] = mealTags.length > 0 ? branches : branches.slice(2);
      // Parenthesised by drizzle, so each branch keeps its own order and limit.
      return rest.reduce((union, branch) => union.unionAll(branch) as never, first!);
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
     * Candidates for the stories feed: the user's favourites, public and chef recipes with a short
     * video, and a window of public and chef recipes around a random id (ids are random UUIDs, so
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
      const withVideo = db
        .select(CANDIDATE_COLUMNS)
        .from(recipes)
        .where(and(shared, sql`${recipes.videos} ->> 'shortForm' is not null`))
        .orderBy(desc(recipes.createdAt))
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
