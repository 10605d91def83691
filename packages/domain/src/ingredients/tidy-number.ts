const MAX_DENOMINATOR = 128;
const TOLERANCE = 1e-9;

/**
 * Removes binary floating-point dust by recovering the simple fraction a result stands for:
 * 0.30000000000000004 → 0.3, 3.9999999999999996 → 4, ⅓ × 3 → 1. A value with no fraction of
 * denominator ≤ 128 within a relative 1e-9 comes back unchanged, so no real amount moves.
 */
export function tidyNumber(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const tolerance = TOLERANCE * Math.abs(value);
  for (let denominator = 1; denominator <= MAX_DENOMINATOR; denominator++) {
    const numerator = Math.round(value * denominator);
    const candidate = numerator / denominator;
    if (Math.abs(candidate - value) <= tolerance) return candidate;
  }
  return value;
}
