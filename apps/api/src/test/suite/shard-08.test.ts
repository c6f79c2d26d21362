import { runShard } from './shard';

runShard(8);
