import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features do not import each other: one zone per feature folder, found on disk.
const featuresDir = 'apps/web/src/features';

/** The web app's import limits, plus the contract and zod as types only (ADR 0012, ADR 0038). */
const typesOnly = (contractMessage, zodMessage) => [
  { name: '@juntai/server', message: 'Nada importa o servidor.' },
  { name: 'sonner', message: 'Use toast de src/lib/notify.ts: ele carrega o sonner só com o primeiro aviso.' },
  { name: '@juntai/contract', allowTypeImports: true, message: contractMessage },
  { name: 'zod', allowTypeImports: true, message: zodMessage },
  { name: '@juntai/contract/api-schemas', allowTypeImports: true, message: 'Os esquemas das chamadas são do servidor: o web chama por @juntai/contract/api (só tipos).' },
];
const features = readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: 'Uma feature não importa outra: mova o que é comum para src/lib ou src/components.',
}));

// A statement kept prepared must keep its row shape when a migration adds a column (ADR 0029).
const listedColumns = {
  selector: "CallExpression[callee.property.name=/^(selectAll|returningAll)$/]",
  message: 'Liste as colunas (db/columns.ts): select * muda de forma quando uma migração acrescenta uma coluna.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '.tmp/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // Packages are not searched for cycles: parsing them would cost minutes and they are not ours.
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A module never reaches itself through its imports: a shared type or constant lives in the module both
      // sides read, so load order never matters and a reader follows one direction. The rule does not follow
      // `import type`, so keep types with their owner by hand too.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // The dependency direction of docs/ARCHITECTURE.md: domain ← contract ← {server, web}.
      'import/no-restricted-paths': ['error', {
        zones: [
          { target: './packages/domain', from: './packages/contract', message: 'domain não depende de nada.' },
          { target: './packages/domain', from: './apps' , message: 'domain não depende de nada.' },
          { target: './packages/contract', from: './apps', message: 'contract não conhece server nem web.' },
          { target: './apps/web', from: './apps/server', message: 'O web nunca importa código do servidor.' },
          { target: './apps/server', from: './apps/web', message: 'O servidor não importa código do web.' },
          { target: './apps/web/src/components/ui', from: './apps/web/src/features', message: 'Primitivas de UI não importam features.' },
          { target: './apps/web/src/lib', from: './apps/web/src/features', message: 'src/lib não importa features.' },
          ...featureZones,
        ],
      }],
      'no-restricted-imports': ['error', {
        paths: [
          { name: '@juntai/server', message: 'Nada importa o servidor.' },
          { name: 'sonner', message: 'Use toast de src/lib/notify.ts: ele carrega o sonner só com o primeiro aviso.' },
        ],
      }],
    },
  },
  {
    // What a shopper's phone downloads (first-visit JavaScript of a shopper page ≤ 120 KB).
    files: [
      'apps/web/src/main.tsx', 'apps/web/src/app/*.tsx', 'apps/web/src/app/routes/shop/**', 'apps/web/src/lib/**',
      'apps/web/src/components/**', ...['groups', 'products', 'payments', 'marketplace', 'dashboard'].map((f) => `${featuresDir}/${f}/**`),
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: typesOnly(
        'Nas páginas do comprador, só tipos do contrato; valores vêm de @juntai/contract/plain (sem zod).',
        'zod não vai para o celular do comprador: use os tipos do contrato.',
      ) }],
    },
  },
  {
    // The panels' API calls take the answers as types, as the shopper's do (ADR 0038): zod and the
    // schemas load only with a form that checks what a person types, not with a panel's first screen.
    files: [`${featuresDir}/merchant/api/**`, `${featuresDir}/back-office/api/**`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: typesOnly(
        'As chamadas da API recebem as respostas como tipos (Answer<typeof schema>); valores vêm de @juntai/contract/plain (sem zod).',
        'As chamadas da API não validam respostas com zod: o servidor já responde pelos mesmos esquemas (ADR 0038).',
      ) }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      // Pure TypeScript: no packages at all.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^[^.]', message: 'packages/domain é TypeScript puro, sem dependências.' }] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', listedColumns] },
  },
  {
    // SQL is written only in src/db (repositories, migrations, seed, the database's own plumbing):
    // services, routes, jobs and the CLI call repository functions. Tests and their helpers may seed.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/testing/**', 'apps/server/src/db/**'],
    rules: {
      'no-restricted-syntax': ['error', listedColumns, {
        selector: "CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with)$/]",
        message: 'SQL fica em src/db: escreva a consulta num repositório (src/db/repositories) e chame a função.',
      }],
      'no-restricted-imports': ['error', { paths: [
        { name: '@juntai/server', message: 'Nada importa o servidor.' },
        { name: 'kysely', importNames: ['sql'], message: 'SQL fica em src/db: escreva a consulta num repositório (src/db/repositories).' },
      ] }],
    },
  },
  // The one place the toast library is loaded (lazily, with the first toast).
  {
    files: ['apps/web/src/components/layout/toaster.tsx', 'apps/web/src/lib/notify.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
