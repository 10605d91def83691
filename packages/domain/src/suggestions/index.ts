export * from './relevance';
export * from './schemas';
export * from './stories';
