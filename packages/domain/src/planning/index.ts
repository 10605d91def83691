export * from './diet';
export * from './generate-plan';
export * from './schemas';
