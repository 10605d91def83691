export * from './earnings';
export * from './schemas';
