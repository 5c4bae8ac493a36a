# Sourced by .ci/run and .ci/own-node.sh: `npm install` in the current folder, tried again when
# the registry stalls. `npm ci` refuses this lock (npm omits other platforms' optional packages
# from it); install follows the lock for every package it lists. The registry sometimes stalls
# mid-download; npm's own retries do not cover an idle socket, so the whole install is tried
# again (it resumes from what is already in place).
npm_install_retrying() {
  local attempt
  for attempt in 1 2 3 4; do
    if npm install --no-audit --no-fund --fetch-retries=5 --fetch-retry-mintimeout=20000 --fetch-retry-maxtimeout=120000; then
      return 0
    fi
    [ "$attempt" = 4 ] && return 1
    echo "npm install failed (attempt $attempt); trying again in $((attempt * 20)) s" >&2
    sleep $((attempt * 20))
  done
}
