export * from './tasks';
export * from './tiles';
