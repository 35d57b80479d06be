import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves nothing worth the CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The realtime transports stream frames as they happen; buffering them in a compressor would stall them. */
const UNCOMPRESSED_PREFIXES = ['/connection', '/emulation'];

export function isRealtimePath(url: string): boolean {
  return UNCOMPRESSED_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
}

/**
 * Compresses API answers (JSON and text above the threshold) with brotli or gzip, as the client
 * accepts. Static files are not compressed here: the build precompresses them and the SPA plugin
 * serves the `.br`/`.gz` files, which this plugin then leaves alone (they carry `content-encoding`).
 * Event streams are excluded by type and the realtime endpoints by path. Compressed request
 * bodies are not accepted: no client sends them.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // Runs before @fastify/compress's own onRoute hook, which reads `compress` from the route.
    app.addHook('onRoute', (route) => {
      if (isRealtimePath(route.url ?? route.path)) {
        route.compress = false;
      }
    });
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
