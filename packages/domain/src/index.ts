export * from './accounts';
export * from './billing';
export * from './errors';
export * from './grocery';
export * from './health';
export * from './meal-plans';
export * from './recipes';
