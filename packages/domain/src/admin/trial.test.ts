import { describe, expect, it } from 'vitest';
import { isTrialEndingSoon } from './trial';

const now = new Date('2026-11-24T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('isTrialEndingSoon', () => {
  it('flags a trial with 3 days or fewer left', () => {
    expect(isTrialEndingSoon(inDays(3), now)).toBe(true);
    expect(isTrialEndingSoon(inDays(0.5), now)).toBe(true);
  });

  it('does not flag a trial with more than 3 days left, one already over, or none', () => {
    expect(isTrialEndingSoon(inDays(3.01), now)).toBe(false);
    expect(isTrialEndingSoon(inDays(-1), now)).toBe(false);
    expect(isTrialEndingSoon(null, now)).toBe(false);
  });
});
