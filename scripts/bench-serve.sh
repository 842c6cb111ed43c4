#!/usr/bin/env bash
# Benchmarks `serve` on a generated five-year scorebook (250 rounds × 7 players × 18 holes), release
# build: how long it takes to start (the site built once), how long a page request takes (target:
# < 20 ms, issue 21 item 6), and how long a change to the scorebook takes to reach an open page (the
# live stream's event; target: < 1 s).
#
# Usage: scripts/bench-serve.sh [--rounds N] [--requests N]
# Needs curl. Exits 1 when a target (judged on the median) is missed. Times are milliseconds.
# HYZER_BIN=PATH runs that binary instead of building this checkout (to compare two builds).
set -euo pipefail
source "$(dirname "$0")/lib/bench.sh"

rounds=250 requests=200
while [[ $# -gt 0 ]]; do
    case "$1" in
        --rounds) rounds="$2"; shift 2 ;;
        --requests) requests="$2"; shift 2 ;;
        *) echo "usage: $0 [--rounds N] [--requests N]" >&2; exit 64 ;;
    esac
done
command -v curl >/dev/null || { echo "bench-serve.sh needs curl (apt-get install curl)" >&2; exit 69; }

bench_binary --product
# A copy: the change-latency step appends to a round file.
book=$(mktemp -d)
log=$(mktemp -d)
cp -R "$(bench_scorebook "$rounds")/." "$book"
export HYZER_NAME=Mike HYZER_DEVICE=bench NO_COLOR=1

start=$(bench_now_ns)
"$BIN" -C "$book" serve --listen 127.0.0.1:0 >"$log/out" 2>"$log/err" &
server=$!
trap 'kill -INT $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$book" "$log"' EXIT
until grep -q "^Serving" "$log/out"; do
    kill -0 $server 2>/dev/null || { cat "$log/err" >&2; exit 1; }
    sleep 0.005
done
startup_ms=$(( ($(bench_now_ns) - start) / 1000000 ))
port=$(sed -n 's/^Serving the scorebook at http:\/\/127\.0\.0\.1:\([0-9]*\)\/.*/\1/p' "$log/out")
base="http://127.0.0.1:$port"

echo "$(bench_machine)"
echo "$(ls "$book/rounds" | wc -l) rounds; serve started (site built) in $startup_ms ms"
printf '%-42s %8s %8s %8s  %s\n' "request" "min" "median" "max" "target"

missed=0
# One curl per page, `requests` requests in a row on one kept-alive connection; time_total per request
# (curl's own clock: from the request to the last byte, no process start-up).
for path in / /index.html /style.css; do
    urls=()
    for ((i = 0; i < requests; i++)); do urls+=(--output /dev/null "$base$path"); done
    read -r min median max < <(curl --silent --write-out '%{time_total}\n' "${urls[@]}" \
        | awk '{ print $1 * 1000 }' | sort -n | awk '{ v[NR] = $1 } END { printf "%.2f %.2f %.2f\n", v[1], v[int((NR + 1) / 2)], v[NR] }')
    verdict=ok
    if awk -v m="$median" 'BEGIN { exit !(m >= 20) }'; then verdict=MISSED; missed=1; fi
    printf '%-42s %8s %8s %8s  < 20 ms %s\n' "GET $path ($requests on one connection)" "$min" "$median" "$max" "$verdict"
done
# A new connection per request, as a browser opening the page does.
times=()
for ((i = 0; i < 20; i++)); do times+=("$(curl --silent --output /dev/null --write-out '%{time_total}' "$base/")"); done
read -r min median max < <(printf '%s\n' "${times[@]}" | awk '{ print $1 * 1000 }' | sort -n \
    | awk '{ v[NR] = $1 } END { printf "%.2f %.2f %.2f\n", v[1], v[int((NR + 1) / 2)], v[NR] }')
printf '%-42s %8s %8s %8s  < 20 ms\n' "GET / (20 new connections)" "$min" "$median" "$max"

# From a change written to a round file to the event on an open page's stream.
curl --silent --no-buffer "$base/live?since=1" >"$log/sse" &
listener=$!
sleep 0.5
latest=$(ls "$book/rounds" | tail -1)
changed=$(bench_now_ns)
echo "# a note, to change the file" >>"$book/rounds/$latest"
until grep -q "^data: 2" "$log/sse"; do
    if (( ($(bench_now_ns) - changed) > 5000000000 )); then echo "no event within 5 s" >&2; missed=1; break; fi
    sleep 0.002
done
event_ms=$(( ($(bench_now_ns) - changed) / 1000000 ))
kill $listener 2>/dev/null || true
echo "change → event on the live stream: $event_ms ms (target < 1000 ms; the stat poll is 250 ms, inotify wakes it at once)"
if (( event_ms >= 1000 )); then missed=1; fi
exit $missed
