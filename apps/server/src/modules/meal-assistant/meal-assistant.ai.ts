import {
  AiMealCommandsReplySchema,
  MAX_MEAL_COMMANDS,
  type MealCommand,
} from '@simmer/domain/meal-commands';
import { WEEKDAY_NAMES, weekdayOf } from '@simmer/domain/meal-plans';
import type { AiClient, AiImage } from '../../lib/ai-client';

/** Spec 2 §7: the meal-plan assistant asks for at most 4,000 tokens. */
export const ASSISTANT_MAX_TOKENS = 4_000;

/** The prompt: the user's today, the one JSON shape the reply must take, then what to read. */
export function assistantPrompt(input: {
  text: string;
  today: string;
  weekStartsOn: 'sunday' | 'monday';
  hasImage: boolean;
}): string {
  const lines = [
    'You turn a cook’s instructions for their meal plan into commands for the Simmer planner.',
    `Today is ${WEEKDAY_NAMES[weekdayOf(input.today)]} ${input.today}; their week starts on ${input.weekStartsOn}.`,
    'Reply with JSON only, exactly this shape: {"commands": [ ... ]}, where each command is one of:',
    '{"action":"add","date":"YYYY-MM-DD","mealType":"breakfast|lunch|dinner|snack","recipe":"dish name or null","servings":null}',
    '{"action":"clear","date":"YYYY-MM-DD","mealType":"breakfast|lunch|dinner|snack or null"}',
    '{"action":"move","from":{"date":"YYYY-MM-DD or null","mealType":"... or null","recipe":"dish or null"},"to":{"date":"YYYY-MM-DD","mealType":"... or null"}}',
    '{"action":"planWeek"}',
    `Use dates from today on, at most ${MAX_MEAL_COMMANDS} commands, and {"commands": []} when nothing asks for a change.`,
  ];
  if (input.hasImage) {
    lines.push(
      'The photo is either a written meal plan (add each meal it lists, with its dish as the recipe) or food the cook has, such as an open fridge (add dinners for the coming days with dishes made from what you see).',
    );
  }
  if (input.text.trim()) lines.push('', 'The cook wrote:', input.text.trim());
  return lines.join('\n');
}

/**
 * Asks the model for the commands in the text and photo the reader could not read; the reply is
 * validated with the same command schema the reader's output satisfies. Throws the AI client's
 * AppError (UNAVAILABLE with the spec's wording) on a failed call or an unusable reply.
 */
export async function readWithAi(
  ai: AiClient,
  input: {
    text: string;
    today: string;
    weekStartsOn: 'sunday' | 'monday';
    image: AiImage | null;
    signal: AbortSignal;
  },
): Promise<MealCommand[]> {
  const reply = await ai.generateJson(
    assistantPrompt({ ...input, hasImage: input.image !== null }),
    AiMealCommandsReplySchema,
    {
      maxTokens: ASSISTANT_MAX_TOKENS,
      images: input.image ? [input.image] : [],
      signal: input.signal,
    },
  );
  return reply.commands;
}
