export * from './auth';
export * from './meta';
export * from './profiles';
export * from './recipes';
export * from './ingredients';
export * from './meal-plans';
export * from './grocery';
export * from './imports';
export * from './billing';

export * from './onboarding';
export * from './leads';
export * from './chefs';
export * from './admin';
export * from './access';
