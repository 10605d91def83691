export * from './categories';
export * from './constants';
export * from './export';
export * from './merge-items';
export * from './schemas';
