export * from './schemas';
export * from './trial';
