// import-x/no-cycle skips `import type` (it has no runtime effect) and has no option to count it.
// But a circle through a type import is still a circle for whoever reads the code: two files
// that each need the other to be understood. These two pieces make the rule count them:
// - `parseForESLint`, named in the `import-x/parsers` setting, is the parser the plugin reads
//   the imported files with: their type imports and type re-exports come out as plain ones;
// - `countingTypeImports(rule)` hands the rule the linted file's own import statements the
//   same way.
import tsParser from "@typescript-eslint/parser";

/** The same statement node, as if it imported (or re-exported) values. */
function asValueImport(node) {
  if (node.importKind === undefined && node.exportKind === undefined) return node;
  return {
    ...node,
    ...(node.importKind !== undefined && { importKind: "value" }),
    ...(node.exportKind !== undefined && { exportKind: "value" }),
    ...(node.specifiers && {
      specifiers: node.specifiers.map((s) => ({
        ...s,
        ...(s.importKind !== undefined && { importKind: "value" }),
        ...(s.exportKind !== undefined && { exportKind: "value" }),
      })),
    }),
  };
}

// Only statements that name another module: `export type X = …` stays a type export.
const IMPORTS = new Set(["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration", "TSImportEqualsDeclaration"]);
const importsAnotherModule = (node) => IMPORTS.has(node.type) && (node.source != null || node.moduleReference?.type === "TSExternalModuleReference");

export const meta = { name: "type-imports-count" };

export function parseForESLint(code, options) {
  const result = tsParser.parseForESLint(code, options);
  // This tree is the plugin's alone (the linted file has its own): it may be changed in place.
  for (const node of result.ast.body) if (importsAnotherModule(node)) Object.assign(node, asValueImport(node));
  return result;
}

export function countingTypeImports(rule) {
  return {
    ...rule,
    create(context) {
      const visitor = rule.create(context);
      return Object.fromEntries(
        Object.entries(visitor).map(([selector, handler]) => [
          selector,
          (node, ...rest) => handler(importsAnotherModule(node) ? asValueImport(node) : node, ...rest),
        ]),
      );
    },
  };
}
