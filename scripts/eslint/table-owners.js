// Each table with an owner is written (and for some, read) only by its owner's files: others
// call the owner's functions, which take their transaction. A SQL builder call on a table
// (`insertInto("bookings")`, `updateTable("outbox")`, a join…) outside its owner is reported.
// Tests, their helpers and migrations shape tables freely (eslint.config.js leaves them out).
import path from "node:path";

const WRITES = new Set(["insertInto", "updateTable", "deleteFrom", "replaceInto", "mergeInto"]);
const READS = new Set(["selectFrom", "innerJoin", "leftJoin", "rightJoin", "fullJoin"]);

/** @type {import("eslint").Rule.RuleModule} */
export const tableOwners = {
  meta: {
    type: "problem",
    docs: { description: "SQL on an owned table stays in its owner's files" },
    schema: [{ type: "object", additionalProperties: { type: "object" } }],
    messages: {
      owned: "The {{table}} table is {{kind}} only by {{owners}}: add a function there that takes the caller's transaction.",
    },
  },
  create(context) {
    const owners = context.options[0] ?? {};
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    const owns = (list) => list.some((owner) => (owner.endsWith("/") ? file.startsWith(owner) : file === owner));
    return {
      CallExpression(node) {
        const method = node.callee.type === "MemberExpression" && node.callee.property.type === "Identifier" ? node.callee.property.name : null;
        if (!method || !(WRITES.has(method) || READS.has(method))) return;
        const arg = node.arguments[0];
        if (arg?.type !== "Literal" || typeof arg.value !== "string") return;
        const table = arg.value.split(/\s/)[0];
        const rule = owners[table];
        if (!rule) return;
        const reading = READS.has(method);
        // `owners` may write; `readers` (when listed) may also read; without it anyone may read.
        if (!reading && owns(rule.owners)) return;
        if (reading && (!rule.readers || owns(rule.owners) || owns(rule.readers))) return;
        context.report({ node, messageId: "owned", data: { table, kind: reading ? "read" : "written", owners: rule.owners.join(", ") } });
      },
    };
  },
};
