import { runTestFilesUnder } from '../../../tools/jest/shards';

runTestFilesUnder(__dirname);
