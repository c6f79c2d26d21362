import path from 'node:path';
import { rspack, type Compilation, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { ModuleDeclarations } from '../../libs/module-kit/src/platform/declarations';
import { namesNotGiven } from '../../libs/contracts/src/module-declarations';
import { dentalLibVersions, dentalRequirements, SHARED_NAMES, sharedSingletons, shellProvides, shellShared, type DentalLib } from './shared';
import { namesImportedBy, WHOLE_PACKAGE } from './shared-imports';
import { PrecompressPlugin } from './precompress';
import { API_DEV_PORT, MODULE_DEV_PORTS, SHELL_DEV_PORT } from './dev-ports';

const workspaceRoot = path.resolve(__dirname, '../..');

interface CommonOptions {
  /** The project folder (the rspack.config.ts's __dirname). */
  projectRoot: string;
}

export interface RemoteOptions extends CommonOptions {
  /** Module Federation container name, also the module name in the registry. */
  name: keyof typeof MODULE_DEV_PORTS;
  /** Exposed lifecycle objects, e.g. { './Module': './src/module.tsx' }. */
  exposes: Record<string, string>;
  /**
   * What the module contributes (its src/declarations.ts): published as declarations.json beside
   * mf-manifest.json, where the shell reads it after sign-in. Typed by ModuleDeclarations.
   */
  declarations: ModuleDeclarations;
  /** Where the build goes (default: the project's dist). */
  outputPath?: string;
  /** Fixture builds only: build as if the workspace libs had these versions. */
  libVersions?: Partial<Record<DentalLib, string>>;
}

export interface HostOptions extends CommonOptions {
  name: string;
}

/** The browsers the product supports: what clinics' PCs run, all with CSS logical properties. */
const BROWSER_TARGETS = ['chrome >= 100', 'firefox >= 100', 'safari >= 15'];

function baseConfig(options: CommonOptions & { name: string }, mode: 'production' | 'development'): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: options.projectRoot,
    entry: {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.projectRoot, 'dist'),
      uniqueName: options.name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx'],
      tsConfig: path.join(workspaceRoot, 'tsconfig.base.json'),
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
            env: { targets: BROWSER_TARGETS.join(', ') },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset' },
      ],
    },
    optimization: {
      // CSS keeps its logical properties (inline-start…): lowered for older browsers, they become
      // rules keyed on the page's language that ignore a dir="ltr" island (the tooth chart) in Arabic.
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSER_TARGETS } })],
    },
    performance: { hints: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }), ...(production ? [new PrecompressPlugin()] : [])],
  };
}

/** Writes a JSON file into the build: a module's declarations.json, the shell's shell-provides.json. */
class EmitJsonPlugin {
  constructor(
    private readonly file: string,
    private readonly content: object | ((compilation: Compilation) => object),
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitJsonPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const content = typeof this.content === 'function' ? this.content(compilation) : this.content;
        compilation.emitAsset(this.file, new rspack.sources.RawSource(JSON.stringify(content)));
      });
    });
  }
}

/**
 * A module's declarations.json: its declarations, the lib ranges it was built against, and the names
 * its code imports from the packages the shell gives by name. A name this workspace's shell does not
 * give fails the build here rather than on a page.
 */
function declarationsOfBuild(declarations: ModuleDeclarations, libVersions: Record<DentalLib, string>) {
  return (compilation: Compilation) => {
    const imports = namesImportedBy(compilation.fileDependencies, Object.keys(SHARED_NAMES));
    for (const [request, names] of Object.entries(namesNotGiven(imports, (request) => SHARED_NAMES[request]))) {
      const wanted = names.includes(WHOLE_PACKAGE) ? 'the whole package (import the names instead)' : names.join(', ');
      compilation.errors.push(new rspack.WebpackError(`${declarations.module} imports ${wanted} from ${request}, which the shell does not give: add it to SHARED_NAMES (tools/rspack/shared.ts) and to apps/shell/src/federation/shared-modules.ts`));
    }
    return { ...declarations, requires: dentalRequirements(libVersions), imports };
  };
}

/**
 * The stateless parts of the federation runtime a remoteEntry would carry beside the core that
 * `experiments.externalRuntime` leaves out: the shell puts each on the page under this global
 * (apps/shell/src/federation/share-scope.ts) before any module loads. Not `@module-federation/runtime`
 * itself: it holds the instance its global `loadRemote` uses, which each build must keep its own.
 */
const FEDERATION_RUNTIME_GLOBALS = {
  '@module-federation/runtime/helpers': '_DENTAL_FEDERATION_RUNTIME_HELPERS',
  '@module-federation/sdk': '_DENTAL_FEDERATION_SDK',
};
/** The global Module Federation's `externalRuntime` reads the runtime core from. */
const RUNTIME_CORE_GLOBAL = { '@module-federation/runtime-core': '_FEDERATION_RUNTIME_CORE' };

function modeOf(argv: { mode?: string }): 'production' | 'development' {
  return argv.mode === 'development' || process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

/** A remote: its own folder, its own mf-manifest.json, loadable from any base URL. */
export function createRemoteConfig(options: RemoteOptions) {
  return (_env: unknown, argv: { mode?: string } = {}): Configuration => {
    if (options.declarations.module !== options.name) {
      throw new Error(`${options.name}: its declarations are those of module ${options.declarations.module}`);
    }
    const libVersions = { ...dentalLibVersions(), ...options.libVersions };
    const config = baseConfig(options, modeOf(argv));
    config.output = { ...config.output, publicPath: 'auto', ...(options.outputPath ? { path: options.outputPath } : {}) };
    config.plugins!.push(
      new ModuleFederationPlugin({
        name: options.name,
        // Named by its content like the chunks: a browser keeps it for good, and the manifest (which
        // the registry's answer carries) names the one of this build.
        filename: 'remoteEntry.[contenthash:8].js',
        exposes: options.exposes,
        shared: sharedSingletons(libVersions),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The host provides the Module Federation runtime core, and a remote needs neither the
        // manifest snapshot code nor Node's script loading: each module's first load stays small.
        experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
      }),
      new EmitJsonPlugin('declarations.json', declarationsOfBuild(options.declarations, libVersions)),
      new rspack.ExternalsPlugin('global', FEDERATION_RUNTIME_GLOBALS),
    );
    config.devServer = {
      port: MODULE_DEV_PORTS[options.name],
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
    };
    return config;
  };
}

/** The shell: the only HTML page; it registers remotes at run time from the API's registry. */
export function createHostConfig(options: HostOptions) {
  return (_env: unknown, argv: { mode?: string } = {}): Configuration => {
    const config = baseConfig(options, modeOf(argv));
    config.entry = { main: './src/index.ts' };
    // An absolute public path: with 'auto', deep links such as /patient/1/2 would load chunks relative to them.
    config.output = { ...config.output, publicPath: '/' };
    config.plugins!.push(
      // No Module Federation plugin: the login screen needs no federation runtime. After sign-in the
      // shell makes its host at run time (apps/shell/src/federation/share-scope.ts) and shares its own
      // copies of these packages, at these versions, with the modules.
      new rspack.DefinePlugin({
        __SHELL_SHARED__: JSON.stringify(shellShared()),
        __FEDERATION_RUNTIME_GLOBALS__: JSON.stringify({ ...RUNTIME_CORE_GLOBAL, ...FEDERATION_RUNTIME_GLOBALS }),
      }),
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body' }),
      // What this shell shares with the modules, at which versions: the server checks a published module build against it.
      new EmitJsonPlugin('shell-provides.json', { shared: shellProvides(), names: SHARED_NAMES }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: './public', noErrorOnMissing: true }] }),
    );
    // The registry's relative manifest URLs reach each remote's own dev server through this proxy.
    const moduleProxies = Object.entries(MODULE_DEV_PORTS).map(([name, port]) => ({
      context: [`/modules/${name}`],
      target: `http://localhost:${port}`,
      pathRewrite: { [`^/modules/${name}`]: '' },
    }));
    config.devServer = {
      port: SHELL_DEV_PORT,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      proxy: [{ context: ['/api'], target: `http://localhost:${API_DEV_PORT}` }, ...moduleProxies],
    };
    return config;
  };
}
