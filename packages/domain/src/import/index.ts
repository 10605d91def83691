export * from './durations';
export * from './loose-json';
export * from './schema-recipe';
