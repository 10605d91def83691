export * from './durations';
export * from './loose-json';
export * from './schema-recipe';
export * from './recipe-text';
export * from './api';
export * from './draft';
export * from './source-url';
export * from './ocr-repair';
