// Bundles the server (apps/server/src/server.ts with @simmer/domain) into apps/server/dist/server.mjs,
// so `npm start` runs plain JavaScript instead of compiling TypeScript at run time with tsx.
// Packages from node_modules stay external: Node loads them as it would from the sources.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';

const posix = (file) => file.split(path.sep).join('/');

/**
 * Source files find their neighbours (migrations, data files, package.json, the web build) through
 * `import.meta.url` and `import.meta.dirname`. In one bundle those would name the bundle, so each
 * is rewritten to the source file's own location, relative to the bundle (the checkout can move).
 */
function sourceLocations(outdir) {
  return {
    name: 'simmer-source-locations',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta')) return { contents: source, loader: 'ts' };
        const file = JSON.stringify(posix(path.relative(outdir, args.path)));
        const dir = JSON.stringify(`${posix(path.relative(outdir, path.dirname(args.path)))}/`);
        const contents = source
          .replaceAll('import.meta.url', `new URL(${file}, import.meta.url).href`)
          .replaceAll(
            'import.meta.dirname',
            `__simmerFileURLToPath(new URL(${dir}, import.meta.url))`,
          )
          .replaceAll(
            'import.meta.filename',
            `__simmerFileURLToPath(new URL(${file}, import.meta.url))`,
          );
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** Bare imports stay external except the workspace's own TypeScript packages (@simmer/*). */
const externalPackages = {
  name: 'simmer-external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@simmer/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Builds apps/server/dist/server.mjs from the sources under `root`. */
export async function buildServer(root) {
  const { build } = await import('esbuild');
  const outdir = path.join(root, 'apps', 'server', 'dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      server: path.join(root, 'apps', 'server', 'src', 'server.ts'),
      // The import's page reader, which runs in a worker thread (import/html/extract-thread.ts).
      'import-extract': path.join(
        root,
        'apps',
        'server',
        'src',
        'modules',
        'import',
        'html',
        'index.ts',
      ),
    },
    // Tells the server it runs from this build, so the worker loads the bundle above.
    define: { 'process.env.SIMMER_SERVER_BUNDLE': '"1"' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    banner: { js: "import { fileURLToPath as __simmerFileURLToPath } from 'node:url';" },
    plugins: [externalPackages, sourceLocations(outdir)],
  });
  return pathToFileURL(path.join(outdir, 'server.mjs'));
}
