export * from './fraction';
export * from './parse-ingredient-line';
export * from './parse-shopping-text';
export { canonicalUnit } from './units';
