export * from './auth';
export * from './meta';
export * from './profiles';
export * from './recipes';
export * from './ingredients';
