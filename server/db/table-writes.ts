import { EventEmitter } from "node:events";
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";

/**
 * Tells which tables a query builder's insert, update or delete wrote, once it has run. A
 * cache that depends on a few tables listens here instead of on every place that writes them
 * (there are many, and new ones come): the booking page's cache (server/http/page-cache.ts) is
 * the first. Raw SQL is not seen; none of the tables listened to is written that way.
 */
export class TableWrites implements KyselyPlugin {
  readonly #events = new EventEmitter();
  readonly #pending = new WeakMap<object, string[]>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(node);
    if (tables.length > 0) this.#pending.set(queryId, tables);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.#pending.get(queryId);
    if (tables) this.#events.emit("written", tables);
    return result;
  }

  /** Calls `listener` with the tables of each write; answers the function that stops it. */
  listen(listener: (tables: string[]) => void): () => void {
    this.#events.on("written", listener);
    return () => this.#events.off("written", listener);
  }
}

function writtenTables(node: RootOperationNode): string[] {
  switch (node.kind) {
    case "InsertQueryNode":
      return node.into ? names(node.into) : [];
    case "UpdateQueryNode":
      return node.table ? names(node.table) : [];
    case "DeleteQueryNode":
      return node.from.froms.flatMap(names);
    default:
      return [];
  }
}

/** The table a TableNode names, seen through an alias. */
function names(node: OperationNode): string[] {
  const n = node as OperationNode & { table?: { identifier?: { name?: string } }; node?: OperationNode };
  if (n.kind === "TableNode" && n.table?.identifier?.name) return [n.table.identifier.name];
  if (n.kind === "AliasNode" && n.node) return names(n.node);
  return [];
}
