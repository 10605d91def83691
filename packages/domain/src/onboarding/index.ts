export * from './preview';
export * from './questionnaire';
export * from './tasks';
export * from './tiles';
