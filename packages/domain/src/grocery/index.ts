export * from './categories';
export * from './export';
export * from './merge-items';
export * from './schemas';
