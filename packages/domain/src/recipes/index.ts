export * from './constants';
export * from './messages';
export * from './schemas';
export * from './chefs';
export * from './recipe-file';
export * from './schema-org';
