import { describe, expect, it } from 'vitest';
import { tidyNumber } from './tidy-number';

describe('tidyNumber', () => {
  it('turns 0.1 × 3 into 0.3 and ⅔ × 6 / 4 into 1', () => {
    expect(tidyNumber(0.1 * 3)).toBe(0.3);
    expect(tidyNumber(((2 / 3) * 6) / 4)).toBe(1);
  });

  it('keeps a third as exactly 1 / 3, so three of them make 1 again', () => {
    const third = tidyNumber(0.3333333333333333);

    expect(third).toBe(1 / 3);
    expect(tidyNumber(third * 3)).toBe(1);
  });

  it('leaves real measurements alone: 236.5882365 ml, 453.59237 g, 1.0566882 cups', () => {
    expect(tidyNumber(236.5882365)).toBe(236.5882365);
    expect(tidyNumber(453.59237)).toBe(453.59237);
    expect(tidyNumber(1.0566882094325938)).toBe(1.0566882094325938);
  });

  it('leaves zero, negatives’ magnitude and nonsense as they are', () => {
    expect(tidyNumber(0)).toBe(0);
    expect(tidyNumber(-0.1 * 3)).toBe(-0.3);
    expect(tidyNumber(Number.NaN)).toBeNaN();
  });
});
