export * from './constants';
export * from './schemas';
export * from './chefs';
export * from './recipe-file';
