import { roleHasPermission, roleOf } from '@simmer/domain/accounts';
import {
  POPULAR_MIN_RATING,
  QUICK_MEAL_MAX_MINUTES,
  RECIPE_CATEGORIES,
  type RecipeAuthor,
  type RecipeCategory,
} from '@simmer/domain/recipes';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  getTableColumns,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import {
  chefs,
  recipeImages,
  recipes,
  recipeStats,
  recipeAccessGrants,
  shareEvents,
  userRecipes,
  users,
} from '../../db/schema';

/**
 * A recipe as reads return it: every column but the search index's own (search text, name
 * words), which only queries use and which would double the bytes of each row read.
 */
export type RecipeRow = Omit<
  typeof recipes.$inferSelect,
  'searchText' | 'searchName' | 'nameWords' | 'searchTags' | 'searchIngredients'
>;
const {
  searchText: _searchText,
  searchName: _searchName,
  nameWords: _nameWords,
  searchTags: _searchTags,
  searchIngredients: _searchIngredients,
  ...RECIPE_READ_COLUMNS
} = getTableColumns(recipes);

/**
 * What a recipe's viewer sees of it beyond its own row, read in the same statement: its images
 * in order and, for a signed-in viewer, their saved and bought state (null when they have none).
 */
export interface ViewerStateColumns {
  viewerImages: { id: string; storageKey: string }[];
  viewerLink: {
    favorite: boolean;
    purchaseId: string | null;
    status: string | null;
    granted: boolean;
  } | null;
}

function viewerStateColumns(userId: string | Placeholder | undefined) {
  // Names written out in full: in a select list Drizzle leaves a single table's columns
  // unqualified, and inside these subqueries "id" would mean the image's, not the recipe's.
  return {
    viewerImages: sql<ViewerStateColumns['viewerImages']>`coalesce((
      select json_agg(json_build_object('id', ri.id, 'storageKey', ri.storage_key)
        order by ri.position, ri.created_at)
      from recipe_images ri where ri.recipe_id = "recipes"."id"), '[]'::json)`,
    viewerLink: userId
      ? sql<ViewerStateColumns['viewerLink']>`(
          select json_build_object('favorite', ur.favorite, 'purchaseId', ur.purchase_id, 'status', ur.status,
                   'granted', exists (select 1 from recipe_access_grants g
                                       where g.user_id = ur.user_id and g.recipe_id = ur.recipe_id))
          from user_recipes ur where ur.user_id = ${userId} and ur.recipe_id = "recipes"."id")`
      : sql<ViewerStateColumns['viewerLink']>`null::json`,
  };
}

/** The columns a list shows of a recipe: not its ingredients, steps, nutrition or search text. */
export const RECIPE_SUMMARY_COLUMNS = {
  id: recipes.id,
  name: recipes.name,
  description: recipes.description,
  status: recipes.status,
  version: recipes.version,
  visibility: recipes.visibility,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  totalTime: recipes.totalTime,
  servings: recipes.servings,
  cuisine: recipes.cuisine,
  tags: recipes.tags,
  difficulty: recipes.difficulty,
  dietaryRestrictions: recipes.dietaryRestrictions,
  author: recipes.author,
  sourceUrl: recipes.sourceUrl,
  rating: recipes.rating,
  createdBy: recipes.createdBy,
  chefId: recipes.chefId,
  isPurchasable: recipes.isPurchasable,
  priceCents: recipes.priceCents,
  saveCount: recipes.saveCount,
  shareCount: recipes.shareCount,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
};
export type RecipeSummaryRow = Pick<RecipeRow, keyof typeof RECIPE_SUMMARY_COLUMNS>;
export type RecipeImageRow = typeof recipeImages.$inferSelect;

export interface RecipePageQuery {
  userId: string;
  /** Admins may read every recipe's ingredients, so a search may match them all. */
  isAdmin?: boolean;
  offset: number;
  limit: number;
  words: string[];
  category: string;
  minTime?: number;
  maxTime?: number;
  difficulty: string[];
  cuisine: string[];
  dietary: string[];
  minRating: number;
  savedOnly: boolean;
  sort: 'newest' | 'oldest' | 'time-asc' | 'time-desc' | 'rating';
}

/** A LIKE pattern matching the word anywhere, with LIKE's own wildcards taken literally. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether word_similarity(word, name) can exceed 0.8 only when the name holds the word's first or
 * last three letters. pg_trgm gives a word of n letters n + 1 trigrams; missing two of them caps
 * the similarity at (n - 1) / (n + 1), which is at most 0.8 up to 9 letters. Longer words, and
 * words pg_trgm splits (apostrophes, hyphens), are always compared.
 */
function similarityGuard(word: string): SQL {
  if (word.length > 9 || !/^[\p{L}\p{N}]+$/u.test(word)) return sql`true`;
  return sql`(${recipes.searchName} like ${likePattern(word.slice(0, 3))} or ${recipes.searchName} like ${likePattern(word.slice(-3))})`;
}

/**
 * Whether the viewer may read a recipe's ingredients and steps, the rule of the recipe's lock
 * (recipes.service): not for sale, or theirs, or bought and not refunded, or the viewer is an admin.
 */
export function ingredientsReadableBy(userId: string, isAdmin: boolean): SQL {
  if (isAdmin) return sql`true`;
  // openReason (recipes.access) in SQL. An uncorrelated list of the viewer's active purchases and
  // grants: hashed once per query, not looked up per row.
  return sql`(not ${recipes.isPurchasable} or ${recipes.createdBy} = ${userId} or ${recipes.id} in (
    select ${userRecipes.recipeId} from ${userRecipes} where ${userRecipes.userId} = ${userId}
      and ${userRecipes.purchaseId} is not null and ${userRecipes.status} = 'active'
    union all
    select ${recipeAccessGrants.recipeId} from ${recipeAccessGrants}
     where ${recipeAccessGrants.userId} = ${userId}))`;
}

/** Whether the word is in what a locked recipe's card shows: its name, cuisine or tags. */
function inCardText(like: string): SQL {
  return sql`(${recipes.searchName} like ${like} or lower(${recipes.cuisine}) like ${like} or ${recipes.searchTags} like ${like})`;
}

/**
 * The search score of spec 3 §9, summed over the query's words: an exact word of the name +10,
 * part of a name word +8 (words over 3 characters), trigram word similarity to the name over 0.8
 * +6 (an exact word is similarity 1), cuisine +4, a tag +3, an ingredient +2 where the viewer may
 * read the ingredients. Every field it reads is precomputed (recipeSearchFields), and the
 * similarity is computed only where it can pass.
 */
function searchScore(words: string[], readable: SQL): SQL {
  if (words.length === 0) return sql`0`;
  const parts = words.map((word) => {
    const like = likePattern(word);
    const similar = sql`case when word_similarity(${word}, ${recipes.searchName}) > 0.8 then 6 else 0 end`;
    return sql`(
      case when ${word} = any(${recipes.nameWords}) then 16
           when ${recipes.searchName} like ${like} then ${word.length > 3 ? 8 : 0} + ${similar}
           when ${similarityGuard(word)} then ${similar} else 0 end
      + case when lower(${recipes.cuisine}) like ${like} then 4 else 0 end
      + case when ${recipes.searchTags} like ${like} then 3 else 0 end
      + case when ${recipes.searchIngredients} like ${like} and ${readable} then 2 else 0 end
    )`;
  });
  return sql`(${sql.join(parts, sql` + `)})`;
}

export interface Viewer {
  /** Undefined for a signed-out visitor. */
  userId?: string;
  /** Admins see every recipe (they may edit any, spec 1 §6). */
  isAdmin?: boolean;
}

/**
 * Public and chef recipes, the viewer's own (spec 1 §6), and those they hold a link to: a private
 * recipe someone shared with them and they saved, or one they bought.
 */
export function visibleTo({
  userId,
  isAdmin,
}: {
  userId?: string | Placeholder;
  isAdmin?: boolean;
}): SQL {
  if (isAdmin) return sql`true`;
  const shared = inArray(recipes.visibility, ['public', 'chef']);
  if (!userId) return shared;
  const linked = inArray(
    recipes.id,
    sql`(select ${userRecipes.recipeId} from ${userRecipes} where ${userRecipes.userId} = ${userId})`,
  );
  return or(shared, eq(recipes.createdBy, userId), linked)!;
}

/** The Recipe Box category chips as conditions (spec 3 §9); none for All. */
function categoryCondition(category: string, saved: SQL): SQL | undefined {
  switch (category) {
    case 'quickMeals':
      return lte(recipes.totalTime, QUICK_MEAL_MAX_MINUTES);
    case 'favorites':
      return saved;
    case 'breakfast':
    case 'dinner':
    case 'healthy':
      return sql`${category} = any(${recipes.tags})`;
    case 'popular':
      return gte(recipes.rating, POPULAR_MIN_RATING);
    case 'chef':
      return isNotNull(recipes.chefId);
    default:
      return undefined;
  }
}

type ListFilters = Pick<
  RecipePageQuery,
  | 'userId'
  | 'minTime'
  | 'maxTime'
  | 'difficulty'
  | 'cuisine'
  | 'dietary'
  | 'minRating'
  | 'savedOnly'
>;

/**
 * What the listing may show and its filters other than the category and the search: public,
 * chef and own recipes and those the viewer holds a link to, for everyone, admins included.
 */
function filterConditions(query: ListFilters, saved: SQL): SQL[] {
  const conditions: SQL[] = [visibleTo({ userId: query.userId })];
  if (query.minTime !== undefined) conditions.push(gte(recipes.totalTime, query.minTime));
  if (query.maxTime !== undefined) conditions.push(lte(recipes.totalTime, query.maxTime));
  if (query.difficulty.length > 0) conditions.push(inArray(recipes.difficulty, query.difficulty));
  if (query.cuisine.length > 0) conditions.push(inArray(recipes.cuisine, query.cuisine));
  if (query.dietary.length > 0) {
    // Every selected restriction must be met (spec 2 §5).
    const wanted = sql.join(
      query.dietary.map((d) => sql`${d}`),
      sql`, `,
    );
    conditions.push(sql`${recipes.dietaryRestrictions} @> array[${wanted}]::text[]`);
  }
  if (query.minRating > 0) conditions.push(gte(recipes.rating, query.minRating));
  if (query.savedOnly) conditions.push(saved);
  return conditions;
}

/**
 * Whether a recipe holds a search word. Candidates come from the trigram index on search_text;
 * only they are scored. A recipe whose ingredients are locked to the viewer matches only by what
 * its card shows, so a search never reveals what a premium recipe holds.
 */
function holdsWord(word: string, readable: SQL): SQL {
  const like = likePattern(word);
  return sql`(${recipes.searchText} like ${like} and (${readable} or ${inCardText(like)}))`;
}

/**
 * The hot reads, prepared once per database: a recipe by id for a signed-in viewer who is not an
 * admin (a recipe page, a save, a plan) and the plan limit's count before a save. Drizzle builds
 * their SQL once instead of on every call, and PostgreSQL parses and plans them once per
 * connection. Same SQL as the unprepared reads (findVisible, findVisibleByIds, countOwned), with
 * the viewer and the ids as parameters.
 */
function prepareHotReads(db: Db) {
  const userId = sql.placeholder('userId');
  const columns = { ...RECIPE_READ_COLUMNS, ...viewerStateColumns(userId) };
  return {
    countOwned: db
      .select({ n: count() })
      .from(recipes)
      .where(eq(recipes.createdBy, sql.placeholder('userId')))
      .prepare('simmer_recipe_count_owned'),
    byId: db
      .select(columns)
      .from(recipes)
      .where(and(eq(recipes.id, sql.placeholder('recipeId')), visibleTo({ userId })))
      .prepare('simmer_recipe_visible_by_id'),
    byIds: db
      .select(columns)
      .from(recipes)
      .where(
        and(
          sql`${recipes.id} = any(${sql.placeholder('recipeIds')}::text[])`,
          visibleTo({ userId }),
        ),
      )
      .prepare('simmer_recipe_visible_by_ids'),
  };
}
export function createRecipesRepository(db: Db) {
  const prepared = preparedOn(db, 'recipes.reads', prepareHotReads);
  return {
    /** The selling rights of a recipe's creator; a deleted creator is a free cook. */
    async authorOf(userId: string | null, displayName: string): Promise<RecipeAuthor> {
      const [row] = userId
        ? await db.select({ role: users.role }).from(users).where(eq(users.id, userId))
        : [];
      const role = roleOf(row?.role);
      return { role, canSell: roleHasPermission(role, 'recipe.sell'), displayName };
    },

    async findVisibleByIds(
      recipeIds: string[],
      viewer: Viewer,
    ): Promise<(RecipeRow & ViewerStateColumns)[]> {
      if (recipeIds.length === 0) return [];
      if (prepared && viewer.userId && !viewer.isAdmin)
        return prepared.byIds.execute({ recipeIds, userId: viewer.userId });
      return db
        .select({ ...RECIPE_READ_COLUMNS, ...viewerStateColumns(viewer.userId) })
        .from(recipes)
        .where(and(inArray(recipes.id, recipeIds), visibleTo(viewer)));
    },

    /** How many recipes the user created and how many they saved (the dashboard's counts). */
    async countsFor(userId: string): Promise<{ created: number; saved: number }> {
      const [row] = await db
        .select({
          created: sql<number>`(select count(*)::int from ${recipes} where ${recipes.createdBy} = ${userId})`,
          saved: sql<number>`(select count(*)::int from ${userRecipes} where ${userRecipes.userId} = ${userId} and ${userRecipes.favorite})`,
        })
        .from(sql`(select 1) as one`);
      return { created: row?.created ?? 0, saved: row?.saved ?? 0 };
    },

    /**
     * Serialises recipe creation of one user until the transaction ends, so a count of their
     * recipes stays true until the insert (two creates at once cannot both slip under a limit).
     */
    async lockOwner(userId: string) {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`recipes:${userId}`}, 0))`,
      );
    },

    async countOwned(userId: string): Promise<number> {
      if (prepared) return (await prepared.countOwned.execute({ userId }))[0]?.n ?? 0;
      const [row] = await db
        .select({ n: count() })
        .from(recipes)
        .where(eq(recipes.createdBy, userId));
      return row?.n ?? 0;
    },

    /**
     * The recipe, its stats row and its owner's link, in one statement (one round trip): the
     * foreign keys are checked at its end, once the recipe is in.
     */
    async insert(row: typeof recipes.$inferInsert) {
      const recipe = db.insert(recipes).values(row).returning({ id: recipes.id }).getSQL();
      await db.execute(sql`with recipe as (${recipe}),
        stats as (insert into ${recipeStats} (${sql.identifier(recipeStats.recipeId.name)})
                  select id from recipe)
        insert into ${userRecipes} (${sql.identifier(userRecipes.userId.name)}, ${sql.identifier(userRecipes.recipeId.name)}, ${sql.identifier(userRecipes.source.name)})
        select ${row.createdBy!}, id, 'owner' from recipe`);
    },

    async findOrCreateChef(name: string, userId: string): Promise<string> {
      const [existing] = await db.select({ id: chefs.id }).from(chefs).where(eq(chefs.name, name));
      if (existing) return existing.id;
      const id = crypto.randomUUID();
      await db.insert(chefs).values({ id, name, userId }).onConflictDoNothing();
      const [row] = await db.select({ id: chefs.id }).from(chefs).where(eq(chefs.name, name));
      return row!.id;
    },

    async setChef(recipeId: string, chefId: string) {
      await db.update(recipes).set({ chefId }).where(eq(recipes.id, recipeId));
    },

    async findVisible(
      recipeId: string,
      viewer: Viewer,
    ): Promise<(RecipeRow & ViewerStateColumns) | undefined> {
      if (prepared && viewer.userId && !viewer.isAdmin)
        return (await prepared.byId.execute({ recipeId, userId: viewer.userId }))[0];
      const [row] = await db
        .select({ ...RECIPE_READ_COLUMNS, ...viewerStateColumns(viewer.userId) })
        .from(recipes)
        .where(and(eq(recipes.id, recipeId), visibleTo(viewer)));
      return row;
    },

    /**
     * One page of the listing, filtered, searched and sorted in the database. It follows the same
     * visibility rule for everyone, admins included: public, chef and own recipes.
     */
    async findPage(query: RecipePageQuery): Promise<(RecipeSummaryRow & ViewerStateColumns)[]> {
      const { userId } = query;
      const saved = sql`exists (select 1 from ${userRecipes} where ${userRecipes.userId} = ${userId} and ${userRecipes.recipeId} = ${recipes.id} and ${userRecipes.favorite})`;
      const inCategory = categoryCondition(query.category, saved);
      const conditions: SQL[] = [
        ...filterConditions(query, saved),
        ...(inCategory ? [inCategory] : []),
      ];

      const sortOrder = {
        newest: [desc(recipes.createdAt), desc(recipes.id)],
        oldest: [asc(recipes.createdAt), asc(recipes.id)],
        'time-asc': [asc(recipes.totalTime), desc(recipes.createdAt), desc(recipes.id)],
        'time-desc': [desc(recipes.totalTime), desc(recipes.createdAt), desc(recipes.id)],
        rating: [desc(recipes.rating), desc(recipes.createdAt), desc(recipes.id)],
      }[query.sort];
      const { words, limit, offset } = query;
      const readable = ingredientsReadableBy(userId, query.isAdmin ?? false);
      const page = (where: SQL[], pageLimit: number, pageOffset: number) =>
        db
          .select({ ...RECIPE_SUMMARY_COLUMNS, ...viewerStateColumns(userId) })
          .from(recipes)
          .where(and(...where))
          .orderBy(...(words.length > 0 ? [desc(searchScore(words, readable))] : []), ...sortOrder)
          .limit(pageLimit)
          .offset(pageOffset);
      if (words.length === 0) return page(conditions, limit, offset);

      const holds = (word: string) => holdsWord(word, readable);
      const anyWord = or(...words.map(holds))!;
      if (words.length === 1) return page([...conditions, anyWord], limit, offset);

      // Recipes holding every word come first (ADR 0008), so a common pair is answered from the
      // few recipes that hold both; those holding only some follow once the first group runs out.
      const everyWord = and(...words.map(holds))!;
      const first = await page([...conditions, everyWord], limit, offset);
      if (first.length === limit) return first;
      const firstCount =
        first.length > 0
          ? offset + first.length
          : ((
              await db
                .select({ n: count() })
                .from(recipes)
                .where(and(...conditions, everyWord))
            )[0]?.n ?? 0);
      const rest = await page(
        [...conditions, anyWord, not(everyWord)],
        limit - first.length,
        Math.max(0, offset - firstCount),
      );
      return [...first, ...rest];
    },

    /**
     * How many recipes of the listing match its filters and search, under each category at once
     * (one pass over the matches): the same visibility rule and conditions as `findPage`.
     */
    async countPage(
      query: Omit<RecipePageQuery, 'offset' | 'limit' | 'sort' | 'category'>,
    ): Promise<Record<RecipeCategory, number>> {
      const { userId, words } = query;
      // An uncorrelated list of the viewer's saved recipes, hashed once for the whole count.
      const saved = sql`${recipes.id} in (select ${userRecipes.recipeId} from ${userRecipes} where ${userRecipes.userId} = ${userId} and ${userRecipes.favorite})`;
      const readable = ingredientsReadableBy(userId, query.isAdmin ?? false);
      const conditions = filterConditions(query, saved);
      if (words.length > 0) conditions.push(or(...words.map((word) => holdsWord(word, readable)))!);
      const counted = (category: RecipeCategory) => {
        const inCategory = categoryCondition(category, saved);
        return inCategory
          ? sql<number>`(count(*) filter (where ${inCategory}))::int`
          : sql<number>`count(*)::int`;
      };
      const [row] = await db
        .select(
          Object.fromEntries(RECIPE_CATEGORIES.map((category) => [category, counted(category)])),
        )
        .from(recipes)
        .where(and(...conditions));
      return Object.fromEntries(
        RECIPE_CATEGORIES.map((category) => [category, Number(row?.[category] ?? 0)]),
      ) as Record<RecipeCategory, number>;
    },

    async update(recipeId: string, changes: Partial<typeof recipes.$inferInsert>) {
      await db
        .update(recipes)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(recipes.id, recipeId));
    },

    /**
     * An edit that lands only on the version the editor read, bumping it in the same statement;
     * false when the recipe moved on (or is gone).
     */
    async updateAtVersion(
      recipeId: string,
      version: number,
      changes: Partial<typeof recipes.$inferInsert>,
    ): Promise<boolean> {
      const rows = await db
        .update(recipes)
        .set({ ...changes, version: sql`${recipes.version} + 1`, updatedAt: new Date() })
        .where(and(eq(recipes.id, recipeId), eq(recipes.version, version)))
        .returning({ id: recipes.id });
      return rows.length > 0;
    },

    /**
     * Changes a recipe only if it is still at `version`, without moving the version (a correction
     * that an editor's later save would make again): false when it moved on or is gone.
     */
    async updateIfAtVersion(
      recipeId: string,
      version: number,
      changes: Partial<typeof recipes.$inferInsert>,
    ): Promise<boolean> {
      const rows = await db
        .update(recipes)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(recipes.id, recipeId), eq(recipes.version, version)))
        .returning({ id: recipes.id });
      return rows.length > 0;
    },

    async delete(recipeId: string) {
      await db.delete(recipes).where(eq(recipes.id, recipeId));
    },

    async imagesFor(recipeIds: string[]): Promise<RecipeImageRow[]> {
      if (recipeIds.length === 0) return [];
      return db
        .select()
        .from(recipeImages)
        .where(inArray(recipeImages.recipeId, recipeIds))
        .orderBy(asc(recipeImages.position), asc(recipeImages.createdAt));
    },

    async insertImage(row: typeof recipeImages.$inferInsert) {
      await db.insert(recipeImages).values(row);
    },

    async findImage(recipeId: string, imageId: string): Promise<RecipeImageRow | undefined> {
      const [row] = await db
        .select()
        .from(recipeImages)
        .where(and(eq(recipeImages.recipeId, recipeId), eq(recipeImages.id, imageId)));
      return row;
    },

    /** The visibility of the recipe that holds this image; undefined when none does. */
    async findImageVisibility(recipeId: string, storageKey: string): Promise<string | undefined> {
      const [row] = await db
        .select({ visibility: recipes.visibility })
        .from(recipeImages)
        .innerJoin(recipes, eq(recipes.id, recipeImages.recipeId))
        .where(and(eq(recipeImages.recipeId, recipeId), eq(recipeImages.storageKey, storageKey)));
      return row?.visibility;
    },

    async deleteImage(imageId: string) {
      await db.delete(recipeImages).where(eq(recipeImages.id, imageId));
    },

    /**
     * What a list shows with these recipes, in one statement: their images in order, and for a
     * signed-in viewer which of them they saved or bought (the images and links of one query
     * joined by UNION ALL, told apart by `kind`).
     */
    async viewerStateFor(userId: string | undefined, recipeIds: string[]) {
      if (recipeIds.length === 0) return { images: [], links: [] };
      const images = db
        .select({
          kind: sql<'image' | 'link'>`'image'`.as('kind'),
          recipeId: recipeImages.recipeId,
          imageId: recipeImages.id,
          storageKey: recipeImages.storageKey,
          position: recipeImages.position,
          createdAt: recipeImages.createdAt,
          favorite: sql<boolean | null>`null::boolean`.as('favorite'),
          purchaseId: sql<string | null>`null::text`.as('purchase_id'),
          status: sql<string | null>`null::text`.as('status'),
          granted: sql<boolean | null>`null::boolean`.as('granted'),
        })
        .from(recipeImages)
        .where(inArray(recipeImages.recipeId, recipeIds));
      const rows = userId
        ? await images.unionAll(
            db
              .select({
                kind: sql<'image' | 'link'>`'link'`,
                recipeId: userRecipes.recipeId,
                imageId: sql<string>`null::text`,
                storageKey: sql<string>`null::text`,
                position: sql<number>`null::integer`,
                createdAt: sql<Date>`null::timestamptz`,
                favorite: userRecipes.favorite,
                purchaseId: userRecipes.purchaseId,
                status: userRecipes.status,
                granted: sql<boolean | null>`exists (select 1 from ${recipeAccessGrants}
                  where ${recipeAccessGrants.userId} = ${userRecipes.userId}
                    and ${recipeAccessGrants.recipeId} = ${userRecipes.recipeId})`,
              })
              .from(userRecipes)
              .where(and(eq(userRecipes.userId, userId), inArray(userRecipes.recipeId, recipeIds))),
          )
        : await images;
      const imageRows = rows
        .filter((row) => row.kind === 'image')
        .sort(
          (a, b) =>
            a.position - b.position ||
            new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime(),
        )
        .map((row) => ({ id: row.imageId, recipeId: row.recipeId, storageKey: row.storageKey }));
      const links = rows
        .filter((row) => row.kind === 'link')
        .map((row) => ({
          recipeId: row.recipeId,
          favorite: row.favorite ?? false,
          purchaseId: row.purchaseId,
          status: row.status,
          granted: row.granted ?? false,
        }));
      return { images: imageRows, links };
    },

    /**
     * Sets the viewer's saved flag; returns whether it changed. One statement each way, so saves
     * sent together change it once (the others wait for the first and find it saved).
     */
    async setFavorite(userId: string, recipeId: string, favorite: boolean): Promise<boolean> {
      const link = and(eq(userRecipes.userId, userId), eq(userRecipes.recipeId, recipeId));
      if (!favorite) {
        const unsaved = await db
          .update(userRecipes)
          .set({ favorite: false })
          .where(and(link, eq(userRecipes.favorite, true)))
          .returning({ recipeId: userRecipes.recipeId });
        return unsaved.length > 0;
      }
      const saved = await db
        .insert(userRecipes)
        .values({ userId, recipeId, favorite: true, source: 'save' })
        .onConflictDoUpdate({
          target: [userRecipes.userId, userRecipes.recipeId],
          set: { favorite: true, savedAt: new Date() },
          setWhere: eq(userRecipes.favorite, false),
        })
        .returning({ recipeId: userRecipes.recipeId });
      return saved.length > 0;
    },

    async saveCountOf(recipeId: string): Promise<number> {
      const [row] = await db
        .select({ saveCount: recipes.saveCount })
        .from(recipes)
        .where(eq(recipes.id, recipeId));
      return row?.saveCount ?? 0;
    },

    /** Moves the save counters on the recipe and its stats together. */
    async addToSaveCount(recipeId: string, delta: number): Promise<number> {
      await db
        .update(recipeStats)
        .set({ saveCount: sql`greatest(0, ${recipeStats.saveCount} + ${delta})` })
        .where(eq(recipeStats.recipeId, recipeId));
      const [row] = await db
        .update(recipes)
        .set({ saveCount: sql`greatest(0, ${recipes.saveCount} + ${delta})` })
        .where(eq(recipes.id, recipeId))
        .returning({ saveCount: recipes.saveCount });
      return row?.saveCount ?? 0;
    },

    async insertShare(row: { id: string; recipeId: string; sharedBy: string; platform: string }) {
      await db.insert(shareEvents).values(row);
      await db
        .update(recipes)
        .set({ shareCount: sql`${recipes.shareCount} + 1`, lastShared: new Date() })
        .where(eq(recipes.id, row.recipeId));
      await db
        .update(recipeStats)
        .set({ shareCount: sql`${recipeStats.shareCount} + 1` })
        .where(eq(recipeStats.recipeId, row.recipeId));
    },

    /** A share of this recipe that still works: a revoked one is as good as missing. */
    async findShare(shareId: string, recipeId: string) {
      const [row] = await db
        .select()
        .from(shareEvents)
        .where(
          and(
            eq(shareEvents.id, shareId),
            eq(shareEvents.recipeId, recipeId),
            isNull(shareEvents.revokedAt),
          ),
        );
      return row;
    },

    /** A share of this recipe whether revoked or not, for revoking it. */
    async findAnyShare(shareId: string, recipeId: string) {
      const [row] = await db
        .select()
        .from(shareEvents)
        .where(and(eq(shareEvents.id, shareId), eq(shareEvents.recipeId, recipeId)));
      return row;
    },

    /** The recipe's working shares, newest first: all of them, or only those `sharedBy` made. */
    findActiveShares(recipeId: string, options: { sharedBy?: string }) {
      return db
        .select()
        .from(shareEvents)
        .where(
          and(
            eq(shareEvents.recipeId, recipeId),
            isNull(shareEvents.revokedAt),
            options.sharedBy ? eq(shareEvents.sharedBy, options.sharedBy) : undefined,
          ),
        )
        .orderBy(desc(shareEvents.createdAt), desc(shareEvents.id));
    },

    /** Revokes a share; one already revoked keeps its first revocation time. */
    async revokeShare(shareId: string) {
      await db
        .update(shareEvents)
        .set({ revokedAt: sql`coalesce(${shareEvents.revokedAt}, now())` })
        .where(eq(shareEvents.id, shareId));
    },

    async userCreatedAt(userId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, userId));
      return row?.createdAt;
    },

    async findById(recipeId: string): Promise<RecipeRow | undefined> {
      const [row] = await db.select().from(recipes).where(eq(recipes.id, recipeId));
      return row;
    },

    /** Counts a view; a signed-in viewer is remembered once. */
    async trackShareView(shareId: string, userId: string | undefined) {
      await db
        .update(shareEvents)
        .set({
          views: sql`${shareEvents.views} + 1`,
          lastViewed: new Date(),
          ...(userId
            ? {
                viewedBy: sql`case when ${userId} = any(${shareEvents.viewedBy}) then ${shareEvents.viewedBy} else array_append(${shareEvents.viewedBy}, ${userId}) end`,
              }
            : {}),
        })
        .where(eq(shareEvents.id, shareId));
    },

    /** Counts a save or a sign-up that came from the share, once per user. */
    async trackShareConversion(shareId: string, userId: string, kind: 'save' | 'signup') {
      const counter = kind === 'save' ? shareEvents.saves : shareEvents.signups;
      const stamp = kind === 'save' ? { lastSaved: new Date() } : { lastSignup: new Date() };
      const [row] = await db
        .update(shareEvents)
        .set({
          [kind === 'save' ? 'saves' : 'signups']: sql`${counter} + 1`,
          ...stamp,
          convertedUsers: sql`case when ${userId} = any(${shareEvents.convertedUsers}) then ${shareEvents.convertedUsers} else array_append(${shareEvents.convertedUsers}, ${userId}) end`,
        })
        .where(
          and(
            eq(shareEvents.id, shareId),
            kind === 'signup'
              ? sql`not (${userId} = any(${shareEvents.convertedUsers}))`
              : sql`true`,
          ),
        )
        .returning({ id: shareEvents.id });
      return Boolean(row);
    },

    async markSavedFromShare(
      userId: string,
      recipeId: string,
      share: { id: string; sharedBy: string | null },
    ) {
      await db
        .update(userRecipes)
        .set({
          source: 'share',
          shareId: share.id,
          grantedBy: share.sharedBy,
          grantedAt: new Date(),
        })
        .where(
          and(
            eq(userRecipes.userId, userId),
            eq(userRecipes.recipeId, recipeId),
            sql`${userRecipes.source} <> 'owner'`,
          ),
        );
    },

    async nextImagePosition(recipeId: string): Promise<{ count: number; next: number }> {
      const [row] = await db
        .select({ n: count(), max: sql<number | null>`max(${recipeImages.position})` })
        .from(recipeImages)
        .where(eq(recipeImages.recipeId, recipeId));
      return { count: row?.n ?? 0, next: (row?.max ?? -1) + 1 };
    },
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
