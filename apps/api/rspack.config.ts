import { isAbsolute, resolve } from 'node:path';
import { defineConfig } from '@rspack/cli';

/**
 * The API as one CommonJS file for Node: our sources and the @dental libs are bundled; every
 * npm package stays external and is required from node_modules at run time (PGlite loads its
 * WebAssembly and data files from beside itself, @node-rs/argon2 is a native addon).
 */
const projectDir = resolve(process.cwd());
const repoRoot = resolve(projectDir, '../..');

function isBundled(request: string): boolean {
  return request.startsWith('.') || isAbsolute(request) || request.startsWith('@dental/');
}

export default defineConfig({
  mode: 'production',
  context: projectDir,
  target: 'node20',
  // The server, and the demo clinic CLI (npm run seed:demo).
  entry: { main: './src/main.ts', 'seed-demo': './src/seed-demo.ts' },
  output: {
    path: resolve(projectDir, 'dist'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  devtool: 'source-map',
  // Keep __dirname real: main.ts finds the repository root from the bundle's location.
  node: { __dirname: false, __filename: false },
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    tsConfig: { configFile: resolve(repoRoot, 'tsconfig.base.json') },
  },
  externalsPresets: { node: true },
  externalsType: 'commonjs',
  externals: [
    ({ request }, callback) => {
      if (request && !isBundled(request)) return callback(undefined, `commonjs ${request}`);
      return callback();
    },
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
});
