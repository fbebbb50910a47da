// The layer rules of docs/ARCHITECTURE.md («Layers»), checked by `npm test` (step `layers`):
//   node node_modules/dependency-cruiser/bin/dependency-cruise.mjs --config .dependency-cruiser.cjs app components lib scripts tests proxy.ts instrumentation.ts
// Layers point down only: app → components → lib; inside lib, services (lib/server) → data (lib/db), contract
// (lib/api), config and the pure rules; the browser side (lib/client, lib/shell) → contract and pure rules. The demo
// (lib/demo) sits beside the shop and is plugged in by the startup wiring alone. Type-only imports count like the
// others (a type names the module it comes from, and a layer that needs another's types depends on it), except
// in cycles, see no-circular. Tests may check a lib rule together with the component that applies it.

/** Pure rules and constants: no I/O, usable on both sides. */
const PURE = '^lib/(catalog|format|search|seo|config)/';
const TEST = '[.]test[.]tsx?$';
/** The one file in lib/ that may plug the demo in. */
const STARTUP_WIRING = '^lib/server/startup[.]ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes the load order matter and the layers meaningless. Cycles closed only by `import type` are ' +
        'erased at build and decide no load order, so they are let be (lib/api/types.ts re-exports its domain ' +
        'files, which take the shared ApiSuccess and ProductCard back from it).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'app-is-the-top',
      severity: 'error',
      comment: 'Routes are the top layer: nothing in components/ or lib/ imports app/.',
      from: { path: '^(components|lib)/' },
      to: { path: '^app/' },
    },
    {
      name: 'lib-not-to-components',
      severity: 'error',
      comment: 'lib/ holds what the UI uses, never the UI itself.',
      from: { path: '^lib/', pathNot: TEST },
      to: { path: '^components/' },
    },
    {
      name: 'server-not-to-browser-side',
      severity: 'error',
      comment: 'Services do not use browser-side code (lib/client, lib/shell).',
      from: { path: '^lib/server/' },
      to: { path: '^lib/(client|shell)/' },
    },
    {
      name: 'db-only-to-config',
      severity: 'error',
      comment:
        'The database layer (schema, migrations, connection) depends on lib/config, itself and the process registry only.',
      from: { path: '^lib/db/' },
      to: {
        path: '^lib/',
        pathNot: ['^lib/(db|config)/', '^lib/process-registry[.]ts$'],
      },
    },
    {
      name: 'api-contract-is-pure',
      severity: 'error',
      comment: 'The API contract is shared by handlers and browser: lib/config and the pure rules only.',
      from: { path: '^lib/api/' },
      to: {
        path: '^(lib/(server|db|client|shell|demo)|components|app)/',
      },
    },
    {
      name: 'browser-side-not-to-server',
      severity: 'error',
      comment: 'lib/client and lib/shell run in the browser: the API contract and pure rules, never server code.',
      from: { path: '^lib/(client|shell)/' },
      to: { path: '^lib/(server|db|demo)/' },
    },
    {
      name: 'shell-not-to-client',
      severity: 'error',
      comment: 'The shell is the lower of the two browser-side layers: lib/client may use it, not the reverse.',
      from: { path: '^lib/shell/' },
      to: { path: '^lib/client/' },
    },
    {
      name: 'pure-stays-pure',
      severity: 'error',
      comment: 'The pure rules use the API contract and each other only.',
      from: { path: PURE },
      to: { path: '^(lib/(server|db|client|shell|demo)|components|app)/' },
    },
    {
      name: 'demo-not-to-browser-side',
      severity: 'error',
      comment: 'lib/demo is startup and tooling code: server-side libraries only.',
      from: { path: '^lib/demo/' },
      to: { path: '^(lib/(client|shell)|components|app)/' },
    },
    {
      name: 'only-startup-plugs-the-demo-in',
      severity: 'error',
      comment: 'The shop does not depend on its demo: only the startup wiring, scripts and tests import lib/demo.',
      from: { path: '^(app|components|lib)/', pathNot: ['^lib/demo/', STARTUP_WIRING] },
      to: { path: '^lib/demo/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)([.]next[^/]*|node_modules|tests/[.]tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
