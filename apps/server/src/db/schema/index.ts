export * from './auth';
export * from './meta';
export * from './recipes';
