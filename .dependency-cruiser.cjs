/**
 * Import boundaries, checked in `npm test` (npm run lint:imports). Why each rule exists is in
 * docs/architecture.md.
 */
module.exports = {
  forbidden: [
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
