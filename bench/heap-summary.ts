// Reads a V8 heap snapshot (.heapsnapshot, as written by --heapsnapshot-signal) and sums the
// self size of its nodes by kind and by constructor: where the JavaScript heap goes. Retained
// sizes would need the dominator tree; self sizes are enough to see what fills the heap.
import fs from "node:fs";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

export interface HeapSummary {
  total: number;
  byKind: [string, number][];
  byName: [string, number, number][];
  /** Strings grouped by what they hold: rendered pages, serialised JSON, module sources, the rest. */
  strings: [string, number, number][];
}

/** What a string is, from its first characters (a snapshot names a string by its content). */
function stringGroup(text: string, size: number): string {
  if (/^<!DOCTYPE html/i.test(text)) return "rendered pages";
  if (/^[[{]"/.test(text)) return "JSON";
  if (size >= 16 * 1024 && /^(?:#!|\/\/|\/\*|"use strict"|'use strict'|import |export |var |const |let |\(function|import\.meta)/.test(text.trimStart()))
    return "module sources of 16 KiB and more";
  return size >= 16 * 1024 ? "other strings of 16 KiB and more" : "strings under 16 KiB";
}

export function summariseHeap(file: string, top = 12): HeapSummary {
  const s = JSON.parse(fs.readFileSync(file, "utf8")) as Snapshot;
  const fields = s.snapshot.meta.node_fields;
  const types = s.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const byKind = new Map<string, number>();
  const byName = new Map<string, [number, number]>();
  const strings = new Map<string, [number, number]>();
  let total = 0;
  for (let i = 0; i < s.nodes.length; i += width) {
    const kind = types[s.nodes[i + typeAt]!]!;
    const size = s.nodes[i + sizeAt]!;
    total += size;
    byKind.set(kind, (byKind.get(kind) ?? 0) + size);
    // Objects are named by constructor; strings, code and arrays are grouped by kind alone.
    const name =
      kind === "object" || kind === "closure" || kind === "native" ? `${kind === "object" ? "" : `${kind} `}${s.strings[s.nodes[i + nameAt]!]}` : `(${kind})`;
    if (kind === "string") {
      const group = stringGroup(s.strings[s.nodes[i + nameAt]!]!, size);
      const g = strings.get(group) ?? [0, 0];
      g[0] += size;
      g[1] += 1;
      strings.set(group, g);
    }
    const entry = byName.get(name) ?? [0, 0];
    entry[0] += size;
    entry[1] += 1;
    byName.set(name, entry);
  }
  return {
    total,
    byKind: [...byKind].sort((a, b) => b[1] - a[1]),
    byName: [...byName]
      .map(([name, [size, count]]): [string, number, number] => [name, size, count])
      .sort((a, b) => b[1] - a[1])
      .slice(0, top),
    strings: [...strings].map(([name, [size, count]]): [string, number, number] => [name, size, count]).sort((a, b) => b[1] - a[1]),
  };
}

const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

export function heapTable(h: HeapSummary): string {
  const lines = [`heap snapshot: ${mb(h.total)} MiB of objects (self sizes)`];
  lines.push(`  by kind: ${h.byKind.map(([k, v]) => `${k} ${mb(v)}`).join(", ")}`);
  for (const [name, size, count] of h.byName) lines.push(`  ${mb(size).padStart(6)} MiB  ${String(count).padStart(8)}×  ${name.slice(0, 70)}`);
  lines.push("  strings by what they hold:");
  for (const [name, size, count] of h.strings) lines.push(`  ${mb(size).padStart(6)} MiB  ${String(count).padStart(8)}×  ${name}`);
  return lines.join("\n");
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/.*\//, ""))) {
  console.log(heapTable(summariseHeap(process.argv[2]!)));
}
