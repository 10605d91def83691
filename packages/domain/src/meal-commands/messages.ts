// The messages users see, apart from the schemas: a screen that only shows them loads no zod.
/** Spec 2 §2 and §8 wording for Smart Meal Planning, and Simmer's own lines around it. */
export const MEAL_COMMAND_MESSAGES = {
  placeholder: "Try: 'add dinner tomorrow'",
  upgradeTitle: 'Upgrade to Pro',
  upgrade: 'Get access to smart meal planning and recipe suggestions with a Pro subscription.',
  added: (count: number) => `Successfully added ${count} meal(s) to your plan`,
  failed: 'Failed to process meal plan. Please try again.',
  notUnderstood: (part: string) =>
    `Simmer could not read “${part}”. Try 'add dinner tomorrow', 'move dinner to friday', 'clear saturday' or 'plan my week'.`,
  nothingUnderstood:
    "Simmer could not read that. Try 'add dinner tomorrow', 'move dinner to friday', 'clear saturday' or 'plan my week'.",
  photoNeedsAi:
    'Reading a photo needs the AI service, which is not set up on this server. Type the meals instead.',
  aiUnchanged: (reason: string) => `${reason}. Nothing in your plan was changed.`,
  noMealToMove: (what: string) => `No ${what} to move was found in your plan.`,
  todayOutOfRange: 'Today must be the date on your device',
} as const;
