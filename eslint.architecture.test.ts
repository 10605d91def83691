import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;

// The project's own eslint.config.js. The fixtures exist only in memory, so there is no program to
// type-check them with; the boundary rules read imports and names, never types.
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  'no-restricted-globals',
]);

/** The boundary errors ESLint reports for `code` as if it were the file `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint did not lint ${file}`);
  const fatal = result.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return result.messages
    .filter((message) => message.ruleId && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

/** A module that imports `source` and uses it, so only the boundary can be wrong with it. */
const importing = (source: string) => `import * as target from '${source}';\nexport { target };\n`;

// The first lint of a file loads ESLint with the project's TypeScript program: seconds, not milliseconds.
describe('the web app and the server', { timeout: 60_000 }, () => {
  const file = 'apps/web/src/lib/fixture.ts';

  it('refuses a web import of server code', async () => {
    const errors = await boundaryErrors(file, importing('../../../server/src/lib/app-error'));

    expect(errors).toEqual([expect.stringContaining('The web app never imports the server')]);
  });

  it('allows the web app to use @simmer/domain', async () => {
    expect(await boundaryErrors(file, importing('@simmer/domain/recipes'))).toEqual([]);
  });
});

describe('packages/domain', () => {
  const file = 'packages/domain/src/recipes/fixture.ts';

  it.each(['node:fs', 'fs', 'path', 'node:crypto', 'fs/promises'])(
    'refuses the Node API %s',
    async (source) => {
      const errors = await boundaryErrors(file, importing(source));

      expect(errors).toEqual([expect.stringMatching(/^no-restricted-imports: .*no Node API/)]);
    },
  );

  it.each([
    'window.location.href',
    'document.title',
    'navigator.language',
    'localStorage.length',
    'process.env.NODE_ENV',
    'Buffer.from("a")',
  ])('refuses the host global in %s', async (expression) => {
    const errors = await boundaryErrors(file, `export const value = ${expression};\n`);

    expect(errors).toEqual([expect.stringMatching(/^no-restricted-globals: /)]);
  });

  it('refuses an import of either app', async () => {
    const errors = await boundaryErrors(
      file,
      importing('../../../../apps/server/src/lib/app-error'),
    );

    expect(errors).toEqual([expect.stringContaining('imports neither of them')]);
  });

  it('allows zod, its own files and the WHATWG URL', async () => {
    const code = `${importing('zod')}import { RecipeSchema } from './schemas';\nexport const parsed = [RecipeSchema, new URL('https://example.com').hostname];\n`;

    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('web features', () => {
  const file = 'apps/web/src/features/grocery/components/fixture.tsx';

  it.each(['@/features/recipes/recipe-display', '../../recipes/recipe-display'])(
    'refuses a feature importing another feature (%s)',
    async (source) => {
      const errors = await boundaryErrors(file, importing(source));

      expect(errors).toEqual([expect.stringContaining('A web feature never imports another')]);
    },
  );

  it.each([
    '../grocery-range',
    '@/features/grocery/grocery-range',
    '@/lib/session',
    '@/components/logo',
  ])('allows its own files and shared code (%s)', async (source) => {
    expect(await boundaryErrors(file, importing(source))).toEqual([]);
  });

  it('refuses shared components importing a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/components/fixture.tsx',
      importing('@/features/recipes/recipe-display'),
    );

    expect(errors).toEqual([expect.stringContaining('never imports a feature or the app')]);
  });
});

describe('server modules', () => {
  const file = 'apps/server/src/modules/grocery/fixture.ts';

  it("refuses a module importing another module's files", async () => {
    const errors = await boundaryErrors(file, importing('../recipes/recipes.repository'));

    expect(errors).toEqual([expect.stringContaining('only through its index.ts')]);
  });

  it.each(['../recipes', '../recipes/index', './grocery.repository', '../../db/schema'])(
    "allows another module's index.ts and its own files (%s)",
    async (source) => {
      expect(await boundaryErrors(file, importing(source))).toEqual([]);
    },
  );

  it("refuses code outside the modules reaching a module's files", async () => {
    const errors = await boundaryErrors(
      'apps/server/src/plugins/fixture.ts',
      importing('../modules/accounts/auth'),
    );

    expect(errors).toEqual([expect.stringContaining('used only through its index.ts')]);
  });

  it('allows code outside the modules to use their index.ts', async () => {
    expect(
      await boundaryErrors('apps/server/src/plugins/fixture.ts', importing('../modules/accounts')),
    ).toEqual([]);
  });
});

describe('apps/server/src/db', () => {
  const file = 'apps/server/src/db/fixture.ts';

  it.each(['../modules/ingredients', '../seed', '../app', '../bootstrap', '../plugins/auth-guard'])(
    'refuses an import of %s',
    async (source) => {
      const errors = await boundaryErrors(file, importing(source));

      expect(errors).toEqual([expect.stringContaining('apps/server/src/db is the bottom layer')]);
    },
  );

  it('allows its schema, lib and config', async () => {
    const code = ['./schema', '../lib/app-error', '../config/env']
      .map((source, index) => `import * as t${index} from '${source}';\nexport { t${index} };`)
      .join('\n');

    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
