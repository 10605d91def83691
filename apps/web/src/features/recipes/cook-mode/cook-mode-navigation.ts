/** The step index moved by `delta`, clamped to the recipe's steps (spec 2 §4). */
export function moveStep(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}

/** The step asked for in the address (`?step=3`, 1-based) as an index, clamped; 0 without one. */
export function stepFromParam(value: string | null, count: number): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 ? moveStep(step - 1, 0, count) : 0;
}

/** Servings asked for in the address (`?servings=4`), or null when absent or not a whole 1–100. */
export function servingsFromParam(value: string | null): number | null {
  const servings = Number(value);
  return value && Number.isInteger(servings) && servings >= 1 && servings <= 100 ? servings : null;
}

const SWIPE_MIN_PX = 50;

/**
 * A horizontal swipe's meaning: right to left is the next step, left to right the previous;
 * short or mostly vertical moves (scrolling a long step) are not swipes.
 */
export function swipeDirection(dx: number, dy: number): 1 | -1 | 0 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}

/** The key's step move, or 0: arrows, and Page Up/Down as presentation clickers send. */
export function keyDirection(key: string): 1 | -1 | 0 {
  if (key === 'ArrowRight' || key === 'PageDown') return 1;
  if (key === 'ArrowLeft' || key === 'PageUp') return -1;
  return 0;
}
