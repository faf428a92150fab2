#!/usr/bin/env bash
# Before/after of the checkout bench on a shared machine: runs a checkout of the "before" commit and
# this one alternately (before, after, before, after …), each with its own plain-route ceiling, and
# prints the lines that go to docs/performance.md.
#
#   bench/ab-checkout.sh <before-commit> [pairs=3]
#
# The before commit is checked out in a temporary worktree that shares this checkout's node_modules.
set -euo pipefail
cd "$(dirname "$0")/.."
before_commit=${1:?usage: bench/ab-checkout.sh <before-commit> [pairs]}
pairs=${2:-3}
after_dir=$PWD
before_dir=$(mktemp -d)/before
git worktree add -q --detach "$before_dir" "$before_commit"
ln -s "$after_dir/node_modules" "$before_dir/node_modules"
trap 'git worktree remove --force "$before_dir"' EXIT
for i in $(seq "$pairs"); do
  for side in before after; do
    dir=$([ "$side" = before ] && echo "$before_dir" || echo "$after_dir")
    out=$(cd "$dir" && BENCH_ROUNDS="${BENCH_ROUNDS:-5}" npm run --silent bench -- --checkout 2>&1)
    echo "== $side #$i $(date -u +%H:%M:%S) load $(cut -d' ' -f1 /proc/loadavg)"
    echo "$out" | grep -E "orders/s \(|latency p50|first pay to all|lost / dup|duplicated gateway|non-2xx answers|ceiling"
  done
done
