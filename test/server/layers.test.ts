import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Issue 24 §6: the layer rules of config/eslint.config.mjs (`layerZones`) refuse a wrong arrow.
 * ESLint runs in a child process (it is ESM, and its type-aware config takes half a minute), with
 * only the zones' rule and a parser that reads no tsconfig: each source below is linted as if it
 * were the file named (in a folder that exists: imports resolve against the real tree).
 */
const ROOT = path.resolve(__dirname, '../..');

const LINT = `
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import { layerZones } from './config/eslint.config.mjs';
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [{
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { basePath: process.cwd(), zones: layerZones }] },
  }],
});
const cases = JSON.parse(process.argv[1]);
const out = [];
for (const [filePath, code] of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
}
console.log(JSON.stringify(out));
`;

function lint(cases: Array<[string, string]>): string[][] {
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', LINT, JSON.stringify(cases)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as string[][];
}

describe('layer rules (import/no-restricted-paths)', () => {
  it('refuse each wrong arrow and allow the right ones', () => {
    const [serverToSrc, serverToContracts, dbToModules, featureToRoute, componentToFeature, routeToFeature, contractToLib] = lint([
      ['server/modules/cart/fake.ts', "import { formatCents } from '../../../src/lib/money';\nexport const f = formatCents;\n"],
      [
        'server/modules/vendors/fake.ts',
        "import { stateByCode } from '../../../src/contracts/locations';\nexport const f = stateByCode;\n",
      ],
      ['server/db/seed/fake.ts', "import { distanceMiles } from '../../modules/vendors/geo';\nexport const f = distanceMiles;\n"],
      ['src/features/cart/fake.ts', "import { HomePage } from '../../routes/HomePage';\nexport const f = HomePage;\n"],
      [
        'src/components/ProductCard/Fake.tsx',
        "import { selectCart } from '../../features/cart/cartSelectors';\nexport const f = selectCart;\n",
      ],
      ['src/routes/fake.ts', "import { selectCart } from '../features/cart/cartSelectors';\nexport const f = selectCart;\n"],
      ['src/contracts/fake.ts', "import { formatCents } from '../lib/money';\nexport const f = formatCents;\n"],
    ]);
    expect(serverToSrc).toEqual([expect.stringContaining('The server imports nothing from src/ but src/contracts/')]);
    expect(serverToContracts).toEqual([]);
    expect(dbToModules).toEqual([expect.stringContaining('The database layer never imports a module')]);
    expect(featureToRoute).toEqual([expect.stringContaining('A feature never imports a route')]);
    expect(componentToFeature).toEqual([expect.stringContaining('The shared UI kit never imports a feature')]);
    expect(routeToFeature).toEqual([]);
    expect(contractToLib).toEqual([expect.stringContaining('Contracts import nothing from the rest of src/')]);
  });
});
