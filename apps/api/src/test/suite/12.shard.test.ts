import { runTestFiles } from '../../../../../tools/jest/shards';
import { shardPaths } from './plan';

runTestFiles(shardPaths(12));
