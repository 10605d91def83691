// Types for the TypeScript benchmarks and tests that import the start-up helpers.
export const root: string;
export const SERVER_BUILD: string;
export function log(message: string): void;
export function dependenciesCurrent(): boolean;
export function ensureWebBuild(options?: { force?: boolean }): void;
export function ensureServerBuild(options?: { force?: boolean }): Promise<boolean>;
export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
