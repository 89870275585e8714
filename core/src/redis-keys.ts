/**
 * Redis keys that are read or written together. On Redis Cluster a key's slot comes from the part in
 * {braces} (its hash tag), and a command or script that touches several keys needs them in one slot,
 * so each family that is used together carries a tag of its own: BullMQ's keys of a queue (its Lua
 * scripts touch many at once), the /tts clip cache (one script over the clip, the index, the sizes and
 * the byte count), everyone's presence (read with one MGET) and the workers' metrics (written with the
 * set listing them, read with one MGET). Keys used alone need no tag. On a single Redis the braces are
 * just characters.
 */
export const bullPrefix = (prefix: string): string => `${prefix}:{bull}`;
export const ttsPrefix = (prefix: string): string => `${prefix}:{tts}`;
export const presencePrefix = (prefix: string): string => `${prefix}:{presence}`;
export const metricsPrefix = (prefix: string): string => `${prefix}:{metrics}`;
