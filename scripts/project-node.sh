#!/usr/bin/env bash
# Runs a command (`npm start`, `npm test`, the npm commands of the operations) on the Node
# release of .nvmrc, whatever the machine's own node is: a node of another line is put behind
# the right one (fetched once by .ci/use-node.sh). better-sqlite3's module, compiled by
# `npm install` with whichever node ran it, uses Node-API 10: Node 20 lacks it and crashes at the
# first database, Node 24 loads it. Should it still not load here (a module built for another
# ABI), it is rebuilt for this node.
#   bash scripts/project-node.sh <command> [arguments…]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
want=$(tr -d ' \n' <"$root/.nvmrc")

if [ "$(node --version 2>/dev/null || true)" != "v$want" ]; then
  echo "Using Node $want (.nvmrc) instead of this machine's $(node --version 2>/dev/null || echo 'missing node')." >&2
  # shellcheck source=../.ci/use-node.sh
  if ! NODE_FETCH_TRIES=1 source "$root/.ci/use-node.sh"; then
    echo "Install Node $want (for example \`nvm install\` in this folder) and run the command again." >&2
    exit 1
  fi
fi

# The module's binary is loaded at the first database: an in-memory one is opened and closed.
if ! (cd "$root" && node -e 'new (require("better-sqlite3"))(":memory:").close()' 2>/dev/null); then
  echo "Rebuilding better-sqlite3 for Node $want…" >&2
  (cd "$root" && npm rebuild better-sqlite3 >/dev/null)
fi

exec "$@"
