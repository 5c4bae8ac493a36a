#!/usr/bin/env bash
# The README's two commands on the machine's own node, whatever its release line, in a fresh
# clone of this repository: `npm install && npm start` must serve pages (npm start runs the
# site on the Node of .nvmrc, scripts/project-node.sh). Starts the site, fetches one page,
# stops it. Run by .ci/run before it puts Node 24 on PATH.
#   bash .ci/own-node.sh   (OWN_NODE_PORT, default 4299: where the site listens meanwhile)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
port="${OWN_NODE_PORT:-4299}"
work=$(mktemp -d)
site_pid=
finish() {
  # The site runs in a process group of its own (npm, sh, node): all of it is stopped.
  if [ -n "$site_pid" ]; then
    kill -TERM -- "-$site_pid" 2>/dev/null || true
    wait "$site_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap finish EXIT

# As on a fresh machine: no headers of another node for native modules to compile against.
unset npm_config_nodedir
echo "The README's commands on this machine's node $(node --version), in a fresh clone"
git clone --quiet "$repo" "$work/site"
cd "$work/site"
# shellcheck source=npm-install.sh
source "$repo/.ci/npm-install.sh"
npm_install_retrying

PORT=$port setsid npm start >"$work/start.log" 2>&1 &
site_pid=$!
# The build comes first (a minute or two on a busy machine), then the server.
for _ in $(seq 1 600); do
  if curl -fs -o /dev/null "http://127.0.0.1:$port/services"; then
    # What the launcher did (fetched Node, rebuilt the native module), then the result.
    grep -E "^(Using Node|Rebuilding)" "$work/start.log" || true
    echo "npm start serves /services on port $port"
    # The start-up line names the admin's sign-in page, as the README says.
    for _ in $(seq 1 10); do grep -q "/admin-login" "$work/start.log" && exit 0; sleep 0.5; done
    echo "the start-up line does not name /admin-login:" >&2
    tail -n 5 "$work/start.log" >&2
    exit 1
  fi
  kill -0 "$site_pid" 2>/dev/null || break
  sleep 1
done
echo "npm start did not serve a page:" >&2
tail -n 40 "$work/start.log" >&2
exit 1
