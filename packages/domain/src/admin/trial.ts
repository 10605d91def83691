import { TRIAL_WARNING_DAYS } from './schemas';

const DAY_MS = 86_400_000;

/**
 * Whether a trial ending at `trialEnd` has TRIAL_WARNING_DAYS days or fewer left at `now`
 * (spec 1 §4: flagged red in the admin view). A trial already over is not flagged.
 */
export function isTrialEndingSoon(trialEnd: string | null, now: Date = new Date()): boolean {
  if (!trialEnd) return false;
  const left = new Date(trialEnd).getTime() - now.getTime();
  return Number.isFinite(left) && left > 0 && left <= TRIAL_WARNING_DAYS * DAY_MS;
}
