#!/usr/bin/env bash
# Proves that the README's two commands work on a fresh Debian 12 machine that has only Node and
# npm (no Chromium, no PostgreSQL server, no nginx), reaching nothing but the npm registry and
# Debian's package mirrors.
#
#   sudo scripts/fresh-machine-check.sh [--keep] [--skip-root-test] [REPOSITORY]
#
# REPOSITORY (default: this checkout) is cloned, so only what is committed on its current branch is
# tested. As root, the check builds a throwaway Debian 12 system with debootstrap (minbase, plus git
# and CA certificates: the machine that cloned the project has them), copies Node 24 and npm 11
# into it, and runs inside it:
#   1. as a normal user: `npm install && npm start`, until the server logs "Listening", then a
#      request to /api/health, then the server is stopped by its PID;
#   2. as a normal user: `npm install && npm test`, which must stop in its preflight (within
#      seconds) naming the one apt-get command that installs what is missing;
#   3. as root: `npm install && npm test` in a fresh clone, which must install Chromium, PostgreSQL
#      15 and nginx itself and pass (skipped with --skip-root-test: it takes about 25 minutes).
# Services that Debian packages would start at install are kept from starting (policy-rc.d), as
# in a container: the tests start their own servers. Each step's cold time is reported, and the
# report is written to fresh-machine-report.txt in the current folder. The system is deleted at
# the end unless --keep is given.
#
# Without root (no chroot possible), it runs the closest thing: a clone in a temporary folder with
# the three tools pointed at paths that do not exist (CHROMIUM_PATH, POSTGRES_BIN_DIR,
# NGINX_BINARY), steps 1 and 2 only.
set -euo pipefail

# Everything runs inside main(), which bash reads whole before running it: a script that runs for
# half an hour must not depend on bash re-reading its file as it goes.
main() {
keep=0
root_test=1
source_repo=""
for arg in "$@"; do
  case "$arg" in
    --keep) keep=1 ;;
    --skip-root-test) root_test=0 ;;
    -h | --help)
      sed -n '2,28p' "$0"
      exit 0
      ;;
    *) source_repo="$arg" ;;
  esac
done
here="$(cd "$(dirname "$0")/.." && pwd)"
source_repo="${source_repo:-$here}"
report_file="$PWD/fresh-machine-report.txt"
report=()
failures=0
note() {
  report+=("$*")
  echo "fresh-machine-check: $*"
}
fail() {
  failures=$((failures + 1))
  note "FAIL $*"
}
seconds_since() { echo $(($(date +%s) - $1)); }

# Node 24 for the machine under test: the one this checkout's scripts/use-node-24.sh provides.
# shellcheck source=scripts/use-node-24.sh
. "$here/scripts/use-node-24.sh" >/dev/null
node_dir="$(dirname "$(dirname "$(command -v node)")")"
npm_dir="$(npm root -g 2>/dev/null)/npm"
[ -f "$npm_dir/bin/npm-cli.js" ] || npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
[ -f "$npm_dir/bin/npm-cli.js" ] || {
  echo "fresh-machine-check: cannot find npm's own folder" >&2
  exit 1
}

work="$(mktemp -d /tmp/fresh-machine-XXXXXX)"
chmod 755 "$work"
sysroot="$work/debian"
mounted=()
group=""
# Each command under test runs in a process group of its own (setsid), whose leader's PID is
# `group`: stopping it stops npm and everything npm started (a server, a test run's browsers).
stop_group() {
  if [ -n "$group" ] && kill -0 "$group" 2>/dev/null; then
    kill -TERM -- "-$group" 2>/dev/null || true
    for _ in $(seq 1 20); do kill -0 "$group" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$group" 2>/dev/null || true
  fi
  group=""
}
in_group() {
  setsid "$@" &
  group=$!
  local status=0
  wait "$group" || status=$?
  group=""
  return "$status"
}
cleanup() {
  stop_group
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[$i]}" 2>/dev/null || true; done
  if grep -q " $work/" /proc/mounts; then
    echo "fresh-machine-check: $work still has file systems mounted; not deleting it" >&2
  elif [ "$keep" = 1 ]; then
    echo "fresh-machine-check: kept $work"
  else
    rm -rf "$work"
  fi
}
trap cleanup EXIT

# run_as USER COMMAND: a login-like shell in the machine under test (or here, without root).
if [ "$(id -u)" = 0 ]; then
  mode=chroot
  if ! command -v debootstrap >/dev/null; then
    echo "fresh-machine-check: installing debootstrap from Debian"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
  fi
  mirror="$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)"
  mirror="${mirror:-http://deb.debian.org/debian}"
  started=$(date +%s)
  echo "fresh-machine-check: debootstrap bookworm (minbase) from $mirror"
  debootstrap --variant=minbase --include=git,ca-certificates bookworm "$sysroot" "$mirror" \
    >"$work/debootstrap.log" 2>&1 || {
    tail -n 20 "$work/debootstrap.log"
    echo "fresh-machine-check: debootstrap failed" >&2
    exit 1
  }
  note "Debian 12 minbase system built in $(seconds_since "$started") s"
  # The same package sources as this machine (bookworm, its updates and security).
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    cp /etc/apt/sources.list.d/debian.sources "$sysroot/etc/apt/sources.list.d/"
    : >"$sysroot/etc/apt/sources.list"
  fi
  cp /etc/resolv.conf "$sysroot/etc/resolv.conf"
  # This machine's network settings, which a fresh machine on the same network has too: its local
  # certificate authorities (registries may be reached through a TLS-inspecting proxy) and npm's
  # global configuration (its `cafile`, a registry mirror if any).
  if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$sysroot/usr/local/share/ca-certificates/"
    chroot "$sysroot" update-ca-certificates >/dev/null 2>&1
  fi
  printf '#!/bin/sh\nexit 101\n' >"$sysroot/usr/sbin/policy-rc.d"
  chmod 755 "$sysroot/usr/sbin/policy-rc.d"
  # Node 24 and npm, as a machine that "has Node and npm" has them: nothing else of this one.
  mkdir -p "$sysroot/usr/local/lib/node_modules" "$sysroot/usr/local/bin"
  cp "$node_dir/bin/node" "$sysroot/usr/local/bin/node"
  cp -r "$node_dir/include" "$sysroot/usr/local/include"
  cp -r "$npm_dir" "$sysroot/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$sysroot/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$sysroot/usr/local/bin/npx"
  global_npmrc="$(npm config get globalconfig 2>/dev/null || true)"
  if [ -f "$global_npmrc" ]; then
    mkdir -p "$sysroot/usr/local/etc"
    cp "$global_npmrc" "$sysroot/usr/local/etc/npmrc"
  fi
  for fs in proc sys dev dev/pts; do
    mount --bind "/$fs" "$sysroot/$fs"
    mounted+=("$sysroot/$fs")
  done
  mkdir -p "$sysroot/dev/shm"
  mount -t tmpfs -o size=2g tmpfs "$sysroot/dev/shm"
  mounted+=("$sysroot/dev/shm")
  chroot "$sysroot" useradd -m -s /bin/bash student
  home_user="/home/student"
  home_root="/root"
  host_path() { echo "$sysroot$1"; }
  run_as() {
    local user="$1" command="$2" home="/root"
    [ "$user" = root ] || home="/home/$user"
    in_group chroot "$sysroot" /usr/bin/env -i HOME="$home" USER="$user" LANG=C.UTF-8 \
      NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
      PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin \
      setpriv --reuid="$user" --regid="$user" --init-groups /bin/bash -c "$command"
  }
  note "machine: $(run_as root 'cat /etc/debian_version; node --version; npm --version' | tr '\n' ' ')"
  for tool in /usr/bin/chromium /usr/lib/postgresql/15/bin/postgres /usr/sbin/nginx; do
    if [ -e "$sysroot$tool" ]; then fail "the fresh system already has $tool"; fi
  done
else
  mode=plain
  note "not root: no chroot; running with the three tools pointed at paths that do not exist"
  mkdir -p "$work/home"
  home_user="$work/home"
  host_path() { echo "$1"; }
  run_as() {
    in_group env CHROMIUM_PATH=/nonexistent/chromium POSTGRES_BIN_DIR=/nonexistent/postgresql \
      NGINX_BINARY=/nonexistent/nginx HOME="$home_user" PATH="$node_dir/bin:/usr/bin:/bin" \
      /bin/bash -c "$2"
  }
fi

clone_into() {
  local target="$1" owner="$2"
  git clone -q "$source_repo" "$target"
  if [ -n "$owner" ]; then chown -R "$owner" "$target"; fi
}

# 1. npm install && npm start, as a normal user.
app_user="$home_user/exam-prep"
if [ "$mode" = chroot ]; then
  # The user exists inside the system under test only: chown by its numbers.
  clone_into "$(host_path "$app_user")" "$(chroot "$sysroot" id -u student):$(chroot "$sysroot" id -g student)"
else
  clone_into "$app_user" ""
fi
note "testing commit $(git -C "$source_repo" rev-parse --short HEAD)"
started=$(date +%s)
if run_as student "cd $app_user && npm install" >"$work/install-user.log" 2>&1; then
  note "npm install (cold npm cache): $(seconds_since "$started") s"
  if grep -q EBADENGINE "$work/install-user.log"; then fail "npm install printed an EBADENGINE warning"; fi
else
  fail "npm install (see $work/install-user.log)"
  tail -n 20 "$work/install-user.log"
fi

port=$((3400 + RANDOM % 400))
log="$work/start.log"
started=$(date +%s)
if [ "$mode" = chroot ]; then
  setsid chroot "$sysroot" /usr/bin/env -i HOME=/home/student LANG=C.UTF-8 PORT="$port" \
    NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
    PATH=/usr/local/bin:/usr/bin:/bin setpriv --reuid=student --regid=student --init-groups \
    /bin/bash -c "cd $app_user && exec npm start" >"$log" 2>&1 &
else
  (cd "$app_user" && PORT="$port" HOME="$home_user" exec setsid npm start) >"$log" 2>&1 &
fi
group=$!
listening=""
for _ in $(seq 1 600); do
  if grep -q "Listening on" "$log"; then
    listening=$(seconds_since "$started")
    break
  fi
  kill -0 "$group" 2>/dev/null || break
  sleep 1
done
if [ -n "$listening" ]; then
  note "npm start to \"Listening\" (first start: web build, migrations, seeding): $listening s"
  health=$(node -e "fetch('http://127.0.0.1:$port/api/health').then(async (r) => console.log(r.status, await r.text())).catch((e) => console.log('error', e.message))")
  case "$health" in
    200*) note "GET /api/health: $health" ;;
    *) fail "GET /api/health: $health" ;;
  esac
else
  fail "npm start did not log \"Listening\" (see $log)"
  tail -n 20 "$log"
fi
stop_group

# 2. npm install && npm test, as a normal user: stops in the preflight, naming the command.
started=$(date +%s)
run_as student "cd $app_user && npm install >/dev/null 2>&1 && npm test" >"$work/test-user.log" 2>&1 &&
  status=0 || status=$?
elapsed=$(seconds_since "$started")
if [ "$status" != 0 ] && grep -q "apt-get install -y chromium postgresql-15 nginx-light" "$work/test-user.log"; then
  note "npm test as a normal user: stopped after $elapsed s (npm install included), naming:"
  note "  $(grep -m1 "sudo sh -c" "$work/test-user.log" | sed 's/^ *//')"
else
  fail "npm test as a normal user did not stop naming the apt-get command (exit $status, $elapsed s; see $work/test-user.log)"
  tail -n 20 "$work/test-user.log"
fi

# 3. npm install && npm test, as root: installs what is missing and passes.
if [ "$mode" = chroot ] && [ "$root_test" = 1 ]; then
  app_root="$home_root/exam-prep"
  clone_into "$(host_path "$app_root")" ""
  started=$(date +%s)
  run_as root "cd $app_root && npm install" >"$work/install-root.log" 2>&1 ||
    fail "npm install as root (see $work/install-root.log)"
  note "npm install as root (npm cache warm from step 1): $(seconds_since "$started") s"
  started=$(date +%s)
  run_as root "cd $app_root && npm test" >"$work/test-root.log" 2>&1 && status=0 || status=$?
  elapsed=$(seconds_since "$started")
  summary="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$work/test-root.log" | tail -n 1)"
  if [ "$status" = 0 ]; then
    note "npm test as root: passed in $((elapsed / 60)) min $((elapsed % 60)) s: $summary"
  else
    fail "npm test as root: exit $status after $elapsed s: $summary (see $work/test-root.log)"
    sed -n '/=== Summary/,$p' "$work/test-root.log"
  fi
  if grep -q "preflight: installed" "$work/test-root.log"; then
    note "the preflight installed: $(grep -m1 -o 'apt-get install -y [a-z0-9 -]*' "$work/test-root.log")"
  fi
fi

{
  echo "fresh-machine-check ($mode) of $source_repo on $(date -u '+%Y-%m-%d %H:%M UTC')"
  printf '%s\n' "${report[@]}"
  echo "$failures failure(s)"
} | tee "$report_file"
exit $((failures > 0))
}

main "$@"
