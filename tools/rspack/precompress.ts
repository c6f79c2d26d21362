import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { rspack, type Compiler } from '@rspack/core';

/** Text assets worth compressing (smaller ones cost more in a second request than they save). */
const COMPRESSIBLE = /\.(?:js|css|json|html|svg)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each text asset of a production
 * build, once, at build time: the server sends them by content negotiation (@fastify/static
 * `preCompressed`) instead of compressing every answer at run time at a lower quality.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // After every other plugin has written its assets (the federation manifest included).
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const asset of compilation.getAssets()) {
          if (!COMPRESSIBLE.test(asset.name)) continue;
          const content = asset.source.buffer();
          if (content.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          });
          compilation.emitAsset(`${asset.name}.br`, new rspack.sources.RawSource(brotli));
          compilation.emitAsset(`${asset.name}.gz`, new rspack.sources.RawSource(gzipSync(content, { level: 9 })));
        }
      });
    });
  }
}
