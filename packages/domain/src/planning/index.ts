export * from './diet';
export * from './generate-plan';
export * from './messages';
export * from './schemas';
