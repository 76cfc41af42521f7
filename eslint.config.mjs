import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * The layers of src/, from the bottom: config and i18n; lib; routes and content (which know each
 * other: the route table names the collections, the content is checked against the table);
 * server; components and integrations (one folder per service, with its relay on the server and
 * its parts in the browser), which use each other's parts; features, one folder per form; app,
 * the proxy and instrumentation on top. Each folder lists the folders above it, which it may not import from.
 */
const layerAbove = {
  config: ['lib', 'routes', 'content', 'server', 'integrations', 'components', 'features'],
  i18n: ['config', 'lib', 'routes', 'content', 'server', 'integrations', 'components', 'features'],
  lib: ['content', 'server', 'integrations', 'components', 'features'],
  routes: ['server', 'integrations', 'components', 'features'],
  content: ['server', 'integrations', 'components', 'features'],
  server: ['integrations', 'components', 'features'],
  components: ['server', 'features'],
  integrations: ['features'],
  features: [],
};

const layerRules = Object.entries(layerAbove).map(([folder, above]) => ({
  files: [`src/${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(above.length > 0
            ? [
                {
                  group: above.flatMap((layer) => [`@/${layer}`, `@/${layer}/**`]),
                  message: `src/${folder}/ may not import from a layer above it (${above.join(', ')}): move the code to the layer where it belongs.`,
                },
              ]
            : []),
          {
            group: ['@/app', '@/app/**', '@/proxy', '@/instrumentation'],
            message: 'Nothing imports from the routes of app/, the proxy or instrumentation.',
          },
        ],
      },
    ],
  },
}));

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  ...layerRules,
  { ignores: ['.next/', 'node_modules/', 'data/', 'test-results/', 'next-env.d.ts'] },
];

export default config;
