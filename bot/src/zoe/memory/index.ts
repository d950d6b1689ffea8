/**
 * What ZOE remembers: the four memory blocks and recent turns (hot, local), and durable
 * memory in the Bonfire knowledge graph (episodes through the privacy gate, with a retry queue;
 * recall as evidence). Other folders use only what this index exports.
 * Must never: send text to Bonfire that has not passed the privacy gate.
 */
export { BLOCK_NAMES, type BlockName, type Blocks, Memory, type MemoryWrite, PERSONA_DEFAULT, type Turn, turnSource } from "./blocks.ts";
export { createEpisodeQueue, type EpisodeQueue } from "./episodes.ts";
