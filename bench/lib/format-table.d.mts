/** Renders rows of { metric, value, budget, status } as an aligned plain-text table. */
export function formatTable(rows: Record<string, string | undefined>[]): string;
