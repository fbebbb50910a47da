import { CHUNK_RECOVERY_CONFIG, installChunkRecovery } from '@/lib/shell/chunk-error';

/**
 * Inline <head> script: the chunk-failure recovery must be listening before the first chunk loads, and must work
 * even when a missing chunk stops React from hydrating.
 */
export const chunkRecoveryScript = `try{(${installChunkRecovery.toString()})(window,${JSON.stringify(CHUNK_RECOVERY_CONFIG)})}catch(e){}`;
