/**
 * Import boundaries, checked in `npm test` (npm run lint:imports). Why each rule exists is in
 * docs/architecture.md.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No runtime import cycle anywhere in src: a cycle makes load order matter and hides a missing layer. Type-only imports and dynamic import() (a lazy chunk) do not run at load time, so they may close a loop.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only', 'dynamic-import'], viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'renderer-stays-in-the-browser',
      comment: 'The renderer runs as a website too: never server, main, preload or node modules.',
      severity: 'error',
      from: { path: '^src/renderer' },
      to: { path: ['^src/server', '^src/main', '^src/preload'] },
    },
    {
      name: 'renderer-no-node-builtins',
      severity: 'error',
      from: { path: '^src/renderer', pathNot: '\\.test\\.tsx?$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'common-is-pure',
      comment: 'src/common is imported by every side: it imports nothing of ours outside itself, and no node modules.',
      severity: 'error',
      from: { path: '^src/common', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^src/common', dependencyTypesNot: ['npm', 'npm-dev', 'npm-optional', 'type-only'] },
    },
    {
      name: 'server-module-public-surface',
      comment: 'A server module is used by others only through its index.ts.',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/modules/([^/]+)/', pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'commerce-layers',
      comment:
        'The commerce area is layered: records (stored facts) < rules (pricing, vouchers, documents) < workflow (the order workflow) < routes. A layer never imports one above it; text/ (messages) is usable from every layer.',
      severity: 'error',
      from: { path: '^src/server/modules/commerce/(records|rules|workflow|text)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/modules/commerce/(routes|index\\.ts)' },
    },
    {
      name: 'commerce-records-are-the-bottom',
      severity: 'error',
      from: { path: '^src/server/modules/commerce/records/' },
      to: { path: '^src/server/modules/commerce/(rules|workflow)/' },
    },
    {
      name: 'commerce-rules-below-workflow',
      severity: 'error',
      from: { path: '^src/server/modules/commerce/rules/' },
      to: { path: '^src/server/modules/commerce/workflow/' },
    },
    {
      name: 'commerce-text-is-a-leaf',
      severity: 'error',
      from: { path: '^src/server/modules/commerce/text/' },
      to: { path: '^src/server/modules/commerce/(records|rules|workflow)/' },
    },
    {
      name: 'server-infrastructure-below-modules',
      comment: 'The catalogue kit, http, db, security, files and messaging serve the modules; they never import one.',
      severity: 'error',
      from: { path: '^src/server/(catalogue|http|db|security|files|messaging)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/modules/' },
    },
    {
      name: 'shell-never-imports-a-feature',
      severity: 'error',
      from: { path: '^src/renderer/shell' },
      to: { path: '^src/renderer/features' },
    },
    {
      name: 'feature-never-reaches-into-another',
      comment: 'A renderer feature uses another only through its index.ts.',
      severity: 'error',
      from: { path: '^src/renderer/features/([^/]+)/' },
      to: { path: '^src/renderer/features/([^/]+)/', pathNot: ['^src/renderer/features/$1/', '^src/renderer/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'desktop-sides-stay-apart',
      severity: 'error',
      from: { path: '^src/(main|preload)' },
      to: { path: ['^src/renderer', '^src/server'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
  },
};
