#!/usr/bin/env bash
# The image's start without a container engine (issue 32): the stages of ../Containerfile run as plain steps on
# this machine, and the image's own ENV, HEALTHCHECK and CMD read from the Containerfile, so they cannot drift:
#   1. build stage: a copy of the tree (what .containerignore lets through), `npm ci`, `npm run build`;
#   2. run stage: a second copy with `npm ci --omit=dev` and the build's dist/, owned by root, run as an
#      unprivileged user (nobody when run as root, like the image's `node`) with the data directory elsewhere
#      (the image's /data volume), then: the HEALTHCHECK command until it passes, the pages a member opens,
#      `npm run ledger:check` beside it, SIGTERM and exit 0.
# npm installs from its cache (--prefer-offline). Takes several minutes (two installs and a full build): not in
# .ci/run; `bash deploy/check-image.sh`.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/check-image.XXXXXX)
chmod 755 "$work"
started=$SECONDS
step() { printf '[%3d s] %s\n' $((SECONDS - started)) "$*"; }
server=""
cleanup() {
  [ -n "$server" ] && kill -KILL "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# What the Containerfile says the running image is.
containerfile="$repo/Containerfile"
json_array() { node -e 'process.stdout.write(JSON.parse(process.argv[1]).map((a) => a).join("\0"))' "$1"; }
cmd_json=$(sed -n 's/^CMD \(\[.*\]\)$/\1/p' "$containerfile")
health_json=$(sed -n 's/^  CMD \(\[.*\]\)$/\1/p' "$containerfile")
mapfile -d '' cmd < <(json_array "$cmd_json")
mapfile -d '' health < <(json_array "$health_json")
declare -A image_env
while IFS='=' read -r name value; do image_env[$name]=$value; done < <(
  sed -n '/^ENV /,/[^\\]$/p' "$containerfile" | sed 's/^ENV //; s/\\$//' | tr -s ' ' '\n' | grep '='
)
step "image: CMD ${cmd[*]}; ENV ${!image_env[*]}"

copy_tree() { # the build context, as .containerignore filters it
  (cd "$repo" && git ls-files -z --cached --others --exclude-standard) |
    node -e '
      const ignored = require("fs").readFileSync(process.argv[1], "utf8").split("\n")
        .filter((l) => l && !l.startsWith("#"));
      const skip = (p) => ignored.some((i) => i.startsWith("*.") ? p.endsWith(i.slice(1)) : p === i || p.startsWith(i + "/"));
      let input = ""; process.stdin.on("data", (d) => (input += d)).on("end", () =>
        process.stdout.write(input.split("\0").filter((p) => p && !skip(p)).join("\0")));
    ' "$repo/.containerignore" |
    (cd "$repo" && tar --null -T - -cf -) | tar -x -C "$1"
}

step "build stage: copy, npm ci, npm run build"
mkdir -p "$work/build"
copy_tree "$work/build"
(cd "$work/build" && npm ci --prefer-offline --no-audit --no-fund --loglevel=error && npm run --silent build >/dev/null)

step "run stage: copy, npm ci --omit=dev, the build's dist/"
mkdir -p "$work/app"
copy_tree "$work/app"
(cd "$work/app" && npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error)
cp -r "$work/build/dist" "$work/app/dist"
for dev_only in vite vitest eslint knip; do
  [ ! -e "$work/app/node_modules/$dev_only" ] || { echo "dev dependency $dev_only installed"; exit 1; }
done

# The image's user may read the app and write only its data directory, elsewhere (the /data volume).
as_user=()
if [ "$(id -u)" = 0 ]; then as_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups); fi
data="$work/data"
mkdir -p "$data"
[ "$(id -u)" = 0 ] && chown nobody:nogroup "$data"
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
run_env=(env -i PATH="$PATH" HOME="$data")
for name in "${!image_env[@]}"; do run_env+=("$name=${image_env[$name]//\/data/$data}"); done
run_env+=(PORT="$port" LOG_LEVEL=warn)

step "start: ${as_user[*]} ${cmd[*]} (PORT=$port, data in $data)"
(cd "$work/app" && exec "${as_user[@]}" "${run_env[@]}" "${cmd[@]}") > "$work/server.log" 2>&1 &
server=$!
healthy=no
for _ in $(seq 1 120); do
  if (cd "$work/app" && "${as_user[@]}" "${run_env[@]}" "${health[@]}"); then healthy=yes; break; fi
  kill -0 "$server" 2>/dev/null || break
  sleep 1
done
[ $healthy = yes ] || { cat "$work/server.log"; echo "HEALTHCHECK never passed"; exit 1; }
step "HEALTHCHECK (/readyz): passes"
for path in '/?ag=demo' /liff/profile /admin/ /games/builtin-slot-thai/; do
  status=$(node -e "fetch('http://127.0.0.1:$port$path').then((r) => console.log(r.status))")
  [ "$status" = 200 ] || { echo "GET $path: $status"; exit 1; }
  step "GET $path: 200"
done
check=$(cd "$work/app" && "${as_user[@]}" "${run_env[@]}" npm run --silent ledger:check)
step "ledger:check beside it: $check"
if [ "$(id -u)" = 0 ]; then
  owner=$(stat -c %U "$data/pglite")
  [ "$owner" = nobody ] || { echo "data written as $owner"; exit 1; }
  step "the data directory belongs to nobody, not root"
fi
kill -TERM "$server"
code=0
wait "$server" || code=$?
server=""
[ $code = 0 ] || { cat "$work/server.log"; echo "exit $code on SIGTERM"; exit 1; }
step "SIGTERM: exit 0. The image's steps work."
