export * from './schemas';
export * from './trial';
export * from './revenue';
