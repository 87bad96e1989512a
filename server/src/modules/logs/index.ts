/* The logs module's public face (decision 029): the partitions a benchmark or a script makes ahead. */
export { ensureLogPartitions, logPartitions, PARTITIONED_LOGS } from './logs.partitions.js';
