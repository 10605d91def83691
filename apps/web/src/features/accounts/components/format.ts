/** 'gluten-free' → 'Gluten-free'. */
export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Options for a Select or SegmentedControl from a list of lower-case values. */
export function optionsOf<T extends string>(values: readonly T[]) {
  return values.map((value) => ({ value, label: capitalise(value) }));
}
