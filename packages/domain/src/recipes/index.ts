export * from './constants';
export * from './schemas';
export * from './chefs';
export * from './schema-org';
