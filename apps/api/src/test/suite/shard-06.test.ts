import { runShard } from './shard';

runShard(6);
