// Compiles the API and the workspace packages it imports into one ES module, dist/main.js, which
// `npm start` runs with plain node (decision 024). Run by Node 24 itself: this file is erasable TypeScript.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const apiDir = import.meta.dirname;
const outDir = path.join(apiDir, 'dist');

// The @hostportaal/* packages are TypeScript sources (their exports name src/index.ts), so they are
// bundled. Every other bare import is an npm package or a node: builtin, loaded from node_modules at run
// time as before: their own data files (PGlite's wasm, pdfkit's fonts, Swagger UI) stay where they look.
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hostportaal/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(apiDir, 'src/main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
// What the server reads beside its own code at run time. A path from import.meta.url must hold from the
// source file and from dist/main.js alike: config.ts (the repository root) and app.ts (apps/web/dist) resolve
// from apps/api/src, as deep as apps/api/dist; db/client.ts reads the migrations folder beside itself.
await cp(path.join(apiDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
