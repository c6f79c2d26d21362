import type { CanaryThresholds } from '@dental/contracts';

/**
 * A canary is rolled back by itself when its failure rate over at least 30 loads in 10 minutes
 * exceeds both 2 % and the stable build's rate plus one point, or when 3 distinct users fail to
 * load it within 5 minutes (a clinic has few users).
 */
export const DEFAULT_CANARY_THRESHOLDS: CanaryThresholds = {
  minLoads: 30,
  windowMinutes: 10,
  maxFailurePercent: 2,
  marginPoints: 1,
  failingUsers: 3,
  usersWindowMinutes: 5,
};
