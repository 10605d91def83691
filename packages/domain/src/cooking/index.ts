export * from './step-durations';
export * from './timers';
