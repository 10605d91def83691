// The messages users see, apart from the schemas: a screen that only shows them loads no zod.
/** Plan my week's words; the AI ones are spec 2 §8's. */
export const PLANNING_MESSAGES = {
  button: 'Plan my week',
  pastWeek: 'A past week cannot be planned. Choose this week or a later one.',
  todayOff: 'Your device’s date is more than a day away from the server’s: check your clock.',
  weekChanged:
    'Your week changed since this plan was made, so nothing was added. Plan again to see the latest.',
  generateFailed: 'Failed to generate meal plan',
  saveFailed: 'Failed to save meal plan',
  aiFailedNothingChanged:
    'Failed to generate meal plan. Nothing in your plan was changed. Please try again.',
  nothingChosen: 'Choose at least one meal to add',
  accepted: (count: number) => `Added ${count} ${count === 1 ? 'meal' : 'meals'} to your plan`,
  outsideWeek: 'Every meal must be on a day of the planned week',
} as const;
