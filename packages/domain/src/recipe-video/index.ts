// Plain values apart from the schemas: cook mode's code imports the messages without zod (ADR 0015).
export * from './constants';
export * from './schemas';
