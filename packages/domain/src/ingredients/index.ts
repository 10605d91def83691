export * from './fraction';
export * from './parse-ingredient-line';
export * from './parse-shopping-text';
export { canonicalUnit } from './units';
export * from './units-convert';
export * from './nice-numbers';
export * from './scale';
export * from './nutrition';
export * from './tidy-number';
