export * from './messages';
export * from './schemas';
export { readMealCommands } from './read-commands';
export type { ReadMealCommandsOptions, ReadMealCommandsResult } from './read-commands';
