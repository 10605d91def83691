import {
  MAX_MEAL_COMMANDS,
  MEAL_COMMAND_MESSAGES,
  PLAN_WEEK_PATH,
  readMealCommands,
  type AddMealCommand,
  type MealCommand,
  type MealCommandOutcome,
  type MealCommandResult,
  type MoveMealCommand,
} from '@simmer/domain/meal-commands';
import { addDays, MEAL_MESSAGES, toIsoDay, type Meal } from '@simmer/domain/meal-plans';
import { ListRecipesQuerySchema, type RecipeSummary } from '@simmer/domain/recipes';
import type { FastifyBaseLogger } from 'fastify';
import type { AiClient, AiImage } from '../../lib/ai-client';
import { AppError, badRequest } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth-guard';
import type { MealChange, MealPlansService } from '../meal-plans';
import type { RecipesService } from '../recipes';
import { readWithAi } from './meal-assistant.ai';

/** How long the assistant waits for the model: a person is waiting at the planner. */
export const ASSISTANT_AI_TIMEOUT_MS = 60_000;
/** How far ahead "move dinner to friday" looks for the dinner to move (from today). */
const MOVE_LOOKAHEAD_DAYS = 27;
export const AI_TIMED_OUT = 'The AI service did not answer in time';

const TYPE_LABEL = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' };

/** "Friday 27 November": the day as the outcome lines say it (calendar day, no time zone). */
function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2);

/** A word's stem for matching "lasagne" to "lasagna": its first five letters, or all of a short one. */
const stemOf = (word: string) => (word.length > 5 ? word.slice(0, 5) : word);

/** Whether a meal is what "the lasagne" names: every word of the name, by stem, in its title. */
function mealNamed(meal: Meal, name: string): boolean {
  const title = wordsOf([meal.recipe?.name, meal.name, meal.title].filter(Boolean).join(' '));
  return wordsOf(name).every((word) => title.some((held) => held.startsWith(stemOf(word))));
}

function datesOf(command: MealCommand): string[] {
  switch (command.action) {
    case 'add':
    case 'clear':
      return [command.date];
    case 'move':
      return [command.to.date];
    default:
      return [];
  }
}

export function createMealAssistantService(deps: {
  mealPlans: Pick<MealPlansService, 'listMeals' | 'applyChanges'>;
  recipes: Pick<RecipesService, 'findRecipes'>;
  /** The user's start-of-week setting. */
  weekStartOf: (userId: string) => Promise<'sunday' | 'monday'>;
  ai: AiClient | null;
  log: FastifyBaseLogger;
  aiTimeoutMs?: number;
  /** The server's clock (tests pin it). */
  now?: () => Date;
}) {
  const { mealPlans, recipes, ai, log } = deps;

  /** The best recipe the user may plan for a name: search, then the words' stems. */
  async function bestRecipe(viewer: AuthUser, name: string): Promise<RecipeSummary | null> {
    for (const q of [name, wordsOf(name).map(stemOf).join(' ')]) {
      if (!q.trim()) continue;
      const page = await recipes.findRecipes(viewer, ListRecipesQuerySchema.parse({ q, limit: 5 }));
      const usable = page.recipes.find((recipe) => !recipe.isLocked);
      if (usable) return usable;
    }
    return null;
  }

  /** The meal "move dinner to friday" means: on the day named, else the next one from today. */
  async function mealToMove(viewer: AuthUser, command: MoveMealCommand, today: string) {
    const start = command.from.date ?? today;
    const end = command.from.date ?? addDays(today, MOVE_LOOKAHEAD_DAYS);
    const meals = await mealPlans.listMeals(viewer, { start, end });
    return meals.find(
      (meal) =>
        (!command.from.mealType || meal.mealType === command.from.mealType) &&
        (!command.from.recipe || mealNamed(meal, command.from.recipe)),
    );
  }

  async function askAi(
    text: string,
    today: string,
    weekStartsOn: 'sunday' | 'monday',
    image: AiImage | null,
  ): Promise<MealCommand[]> {
    try {
      return await readWithAi(ai!, {
        text,
        today,
        weekStartsOn,
        image,
        signal: AbortSignal.timeout(deps.aiTimeoutMs ?? ASSISTANT_AI_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof AppError ? error.message : AI_TIMED_OUT;
      if (!(error instanceof AppError)) log.warn({ err: error }, 'meal assistant AI call aborted');
      throw new AppError('UNAVAILABLE', MEAL_COMMAND_MESSAGES.aiUnchanged(reason));
    }
  }

  return {
    /**
     * Reads a Smart Meal Planning message (and photo) and carries out what it asks in one
     * transaction. The local reader goes first; with the AI configured, what it could not read
     * and the photo go to the model. A failed AI call changes nothing.
     */
    async run(
      viewer: AuthUser,
      input: { text: string; today: string; image: AiImage | null },
    ): Promise<MealCommandResult> {
      const { text, today, image } = input;
      // The user's today may differ from the server's by a time zone, never by more.
      const serverToday = toIsoDay(deps.now?.() ?? new Date());
      if (today < addDays(serverToday, -1) || today > addDays(serverToday, 1)) {
        throw badRequest(MEAL_COMMAND_MESSAGES.todayOutOfRange);
      }
      const weekStartsOn = await deps.weekStartOf(viewer.id);
      const read = readMealCommands(text, { today, weekStartsOn });
      const commands = [...read.commands];
      const notDone: MealCommandResult['notDone'] = [];
      let usedAi = false;

      if (read.unread.length > 0 || image) {
        if (ai) {
          commands.push(...(await askAi(read.unread.join('. '), today, weekStartsOn, image)));
          usedAi = true;
          if (commands.length === read.commands.length) {
            for (const part of read.unread) {
              notDone.push({ text: part, message: MEAL_COMMAND_MESSAGES.notUnderstood(part) });
            }
          }
        } else {
          if (image && commands.length === 0) {
            throw new AppError('UNPROCESSABLE', MEAL_COMMAND_MESSAGES.photoNeedsAi);
          }
          for (const part of read.unread) {
            notDone.push({ text: part, message: MEAL_COMMAND_MESSAGES.notUnderstood(part) });
          }
        }
      }
      if (commands.length === 0) {
        throw new AppError(
          'UNPROCESSABLE',
          read.unread.length === 1
            ? MEAL_COMMAND_MESSAGES.notUnderstood(read.unread[0]!)
            : MEAL_COMMAND_MESSAGES.nothingUnderstood,
        );
      }
      if (commands.length > MAX_MEAL_COMMANDS) {
        throw badRequest(`At most ${MAX_MEAL_COMMANDS} meal changes in one message`);
      }
      // Spec 2 §5: a meal is never planned on a day before today.
      if (commands.some((command) => datesOf(command).some((date) => date < today))) {
        throw badRequest(MEAL_MESSAGES.dateBeforeToday);
      }

      const changes: MealChange[] = [];
      const describe: ((mealId: string | null, removed: number) => MealCommandOutcome)[] = [];
      let navigateTo: string | null = null;
      for (const command of commands) {
        if (command.action === 'planWeek') {
          navigateTo = PLAN_WEEK_PATH;
          continue;
        }
        if (command.action === 'add') {
          const recipe = command.recipe ? await bestRecipe(viewer, command.recipe) : null;
          changes.push(addChange(command, recipe));
          describe.push((mealId) => ({
            action: 'add',
            date: command.date,
            mealId,
            message: recipe
              ? `Added ${recipe.name} for ${command.mealType} on ${dayLabel(command.date)}`
              : command.recipe
                ? `No recipe matched “${command.recipe}”: added a ${command.mealType} placeholder on ${dayLabel(command.date)}`
                : `Added a ${command.mealType} placeholder on ${dayLabel(command.date)}`,
          }));
          continue;
        }
        if (command.action === 'clear') {
          changes.push({ kind: 'clear', date: command.date, mealType: command.mealType });
          describe.push((_mealId, removed) => ({
            action: 'clear',
            date: command.date,
            mealId: null,
            message: `Cleared ${removed} ${command.mealType ?? 'meal'}${removed === 1 ? '' : 's'} on ${dayLabel(command.date)}`,
          }));
          continue;
        }
        const meal = await mealToMove(viewer, command, today);
        const what = command.from.recipe ?? command.from.mealType ?? 'meal';
        if (!meal) {
          notDone.push({ text: `move ${what}`, message: MEAL_COMMAND_MESSAGES.noMealToMove(what) });
          continue;
        }
        changes.push({
          kind: 'move',
          mealId: meal.id,
          version: meal.version,
          date: command.to.date,
          mealType: command.to.mealType,
        });
        const type = command.to.mealType ?? meal.mealType;
        describe.push((mealId) => ({
          action: 'move',
          date: command.to.date,
          mealId,
          message: `Moved ${TYPE_LABEL[meal.mealType].toLowerCase()} from ${dayLabel(meal.date)} to ${type} on ${dayLabel(command.to.date)}`,
        }));
      }

      const results = changes.length > 0 ? await mealPlans.applyChanges(viewer, changes) : [];
      const done = results.map((result, index) =>
        describe[index]!(
          'mealId' in result ? result.mealId : null,
          'removed' in result ? result.removed : 0,
        ),
      );
      if (navigateTo) {
        done.push({
          action: 'planWeek',
          date: null,
          mealId: null,
          message: 'Opening the week plan preview',
        });
      }
      const added = results.filter((result) => result.kind === 'add').length;
      return {
        message:
          added > 0
            ? MEAL_COMMAND_MESSAGES.added(added)
            : (done[0]?.message ?? notDone[0]?.message ?? MEAL_COMMAND_MESSAGES.failed),
        added,
        done,
        notDone,
        navigateTo,
        usedAi,
      };
    },
  };
}

function addChange(command: AddMealCommand, recipe: RecipeSummary | null): MealChange {
  return {
    kind: 'add',
    date: command.date,
    mealType: command.mealType,
    recipeId: recipe?.id ?? null,
    // A dish no recipe matched is kept as the placeholder's title, so the plan still says it.
    title: recipe ? null : (command.recipe?.slice(0, 120) ?? null),
    servings: command.servings,
  };
}

export type MealAssistantService = ReturnType<typeof createMealAssistantService>;
