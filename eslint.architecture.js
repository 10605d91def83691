// The layering of Simmer, kept by lint (ADR 0013). Each rule names the boundary it keeps;
// eslint.architecture.test.ts shows each one firing on a forbidden import and not on an allowed one.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = import.meta.dirname;
const at = (...segments) => path.join(root, ...segments);

function folders(...segments) {
  return readdirSync(at(...segments), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const webFeatures = folders('apps', 'web', 'src', 'features');
const serverModules = folders('apps', 'server', 'src', 'modules');
const modulesDir = at('apps', 'server', 'src', 'modules');

const zones = [
  {
    target: at('apps', 'web'),
    from: [at('apps', 'server')],
    message: 'The web app never imports the server: share code through @simmer/domain.',
  },
  {
    target: at('packages', 'domain'),
    from: [at('apps')],
    message: '@simmer/domain is below the apps and imports neither of them.',
  },
  // bulletproof-react's direction: app → features → shared (components, hooks, lib, config).
  {
    target: ['components', 'hooks', 'lib', 'config'].map((dir) => at('apps', 'web', 'src', dir)),
    from: [at('apps', 'web', 'src', 'features'), at('apps', 'web', 'src', 'app')],
    message: 'Shared web code (components, hooks, lib, config) never imports a feature or the app.',
  },
  ...webFeatures.map((feature) => ({
    target: at('apps', 'web', 'src', 'features', feature),
    from: [at('apps', 'web', 'src', 'features')],
    except: [`./${feature}`],
    message: `A web feature never imports another feature: move what "${feature}" shares to components/, hooks/ or lib/, or compose the two in a route.`,
  })),
  ...serverModules.map((name) => ({
    target: path.join(modulesDir, name),
    from: [`${modulesDir}/**`],
    except: [`${modulesDir}/${name}/**`, `${modulesDir}/*/index.ts`],
    message: `A server module imports another module only through its index.ts.`,
  })),
  {
    target: [
      `${at('apps', 'server', 'src')}/*.ts`,
      `${at('apps', 'server', 'src')}/!(modules)/**`,
      `${at('apps', 'server', 'test')}/**`,
    ],
    from: [`${modulesDir}/**`],
    except: [`${modulesDir}/*/index.ts`],
    message: 'Outside apps/server/src/modules, a module is used only through its index.ts.',
  },
  {
    target: at('apps', 'server', 'src', 'db'),
    from: [
      modulesDir,
      at('apps', 'server', 'src', 'plugins'),
      at('apps', 'server', 'src', 'seed'),
      ...['app.ts', 'bootstrap.ts', 'cli.ts', 'server.ts'].map((file) =>
        at('apps', 'server', 'src', file),
      ),
    ],
    message:
      'apps/server/src/db is the bottom layer: it imports no module, plugin or composition code (reference data and seeding start from src/bootstrap.ts, src/seed).',
  },
];

/** Globals of a browser or of Node that packages/domain must not touch (it runs in both). */
const hostGlobals = [
  'window',
  'self',
  'globalThis',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'HTMLElement',
  'Element',
  'DOMParser',
  'File',
  'Blob',
  'FileReader',
  'alert',
  'confirm',
  'requestAnimationFrame',
  'process',
  'Buffer',
  'global',
  'require',
  '__dirname',
  '__filename',
  'setImmediate',
].map((name) => ({
  name,
  message: `@simmer/domain runs in the browser and in Node: no ${name}. Take what you need as a parameter.`,
}));

export const architectureConfig = [
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/domain/tsconfig.json',
          ].map((file) => at(file)),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules
            .filter((name) => !name.startsWith('_'))
            .map((name) => ({
              name,
              message: '@simmer/domain imports no Node API: it runs in the browser too.',
            })),
          patterns: [
            {
              group: ['node:*'],
              message: '@simmer/domain imports no Node API: it runs in the browser too.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...hostGlobals],
    },
  },
];
