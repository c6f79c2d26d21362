export { canaryBucket, chooseBuildUrl } from './canary';
