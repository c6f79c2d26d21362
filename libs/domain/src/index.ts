export { canaryBucket, chooseBuildUrl } from './canary';
export { coveredAmount, fromCents, sumAmounts, toCents } from './money';
