export * from './schemas';
export * from './trial';
export * from './recipes';
export * from './access';
export * from './revenue';
