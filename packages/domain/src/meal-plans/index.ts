export * from './constants';
export * from './dates';
export * from './next-meal';
export * from './schemas';
export * from './quick-meal';
