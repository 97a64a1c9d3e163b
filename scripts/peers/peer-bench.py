#!/usr/bin/python3
"""Side-by-side timing of mockup and its peers (scripts/bench.sh --peers).

Each pair of whole-process commands runs alternately (A, B, A, B, ...) so that machine
drift hits both alike; the medians and their ratio are printed as a Markdown table.
usage: peer-bench.py MOCKUP_BINARY WORKDIR RUNS
"""
import os
import shutil
import statistics
import subprocess
import sys
import time

mockup, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
peers = os.path.join(repo, "scripts", "peers")
samples = os.path.join(repo, "samples")
devnull = subprocess.DEVNULL


def run(cmd, ok=(0,)):
    t = time.perf_counter()
    r = subprocess.run(cmd, stdout=devnull, stderr=devnull)
    elapsed = (time.perf_counter() - t) * 1000
    if r.returncode not in ok:
        sys.exit(f"peer-bench: {' '.join(cmd)} exited {r.returncode}")
    return elapsed


def pair(a, b, ok_a=(0,), ok_b=(0,)):
    for _ in range(2):  # warm-up runs, not counted
        run(a, ok_a)
        run(b, ok_b)
    ta, tb = [], []
    for _ in range(runs):
        ta.append(run(a, ok_a))
        tb.append(run(b, ok_b))
    return statistics.median(ta), statistics.median(tb)


def prepare():
    """The diff inputs: a Settings render and a second one with the tint changed,
    re-encoded by ImageMagick and by Pillow (filtered rows, zlib 9/6, extra chunks)."""
    os.makedirs(work, exist_ok=True)
    a = os.path.join(work, "a.png")
    b = os.path.join(work, "b.png")
    # The changed copy goes into the work folder with a copy of the samples' parts, so
    # that its include resolves and nothing is written into the repository.
    shutil.copytree(os.path.join(samples, "parts"), os.path.join(work, "parts"), dirs_exist_ok=True)
    changed = os.path.join(work, "b.mockup")
    with open(os.path.join(samples, "settings.mockup")) as f:
        text = f.read().replace("#007AFF", "#0A84FF")
    with open(changed, "w") as f:
        f.write(text)
    for src, out in ((os.path.join(samples, "settings.mockup"), a), (changed, b)):
        subprocess.run([mockup, "render", src, "--device", "iphone-6-plus", "--no-lint", "-o", out],
                       check=True, stdout=devnull)
    im = os.path.join(work, "b-imagemagick.png")
    subprocess.run(["/usr/bin/convert", b, im], check=True)
    pil = os.path.join(work, "b-pillow.png")
    subprocess.run(["/usr/bin/python3", "-c", f"from PIL import Image; Image.open({b!r}).save({pil!r})"], check=True)
    return a, im, pil


a, im, pil = prepare()
out = os.path.join(work, "out")
os.makedirs(out, exist_ok=True)
png = os.path.join(out, "m.png")
diff_png = os.path.join(out, "d.png")
compare_png = os.path.join(out, "c.png")
settings = os.path.join(samples, "settings.mockup")
rows = []


def row(work_name, mockup_name, peer_name, times, goal):
    m, p = times
    rows.append((work_name, f"{m:.1f} ms", peer_name, f"{p:.1f} ms", f"{p / m:.1f}×", goal))


row("settings screen @2x", "mockup render", "PlantUML Salt settings (`-tpng`)",
    pair([mockup, "render", settings, "--jobs", "1", "-o", png],
         ["plantuml", "-tpng", os.path.join(peers, "salt-settings.puml"), "-o", out]), "≥ 25×")
row("settings on the 6 Plus @3x", "mockup render --device iphone-6-plus", "Salt login at scale 3",
    pair([mockup, "render", settings, "--device", "iphone-6-plus", "--jobs", "1", "-o", png],
         ["plantuml", "-tpng", os.path.join(peers, "salt-login-scale3.puml"), "-o", out]), "≥ 15×")
# A flow of six Settings screens (a grid, five arrows) against the one screen alone: the
# goal is less than six times the one.
flow6 = os.path.join(work, "flow6.mockup")
shutil.copy(settings, os.path.join(work, "settings.mockup"))
with open(flow6, "w") as f:
    f.write("flow layout: grid columns: 3\n")
    for i in range(6):
        f.write(f'screen id: s{i} caption: "Screen {i + 1}"\n  include "settings.mockup"\n')
    for i in range(5):
        f.write(f'arrow from: s{i} to: s{i + 1} label: "next"\n')
m6, m1 = pair([mockup, "render", flow6, "--jobs", "1", "-o", png], [mockup, "render", settings, "--jobs", "1", "-o", png])
rows.append(("a flow of 6 settings screens @2x", f"{m6:.1f} ms", "the one screen alone (mockup)", f"{m1:.1f} ms",
             f"{m6 / m1:.2f}× the one", "< 6× the one"))
for name, other in (("ImageMagick", im), ("Pillow", pil)):
    row(f"`mockup diff` with diff image, 1242×2208, second PNG by {name}", "mockup diff -o",
        "`compare -metric AE` with diff image",
        pair([mockup, "diff", a, other, "-o", diff_png], ["/usr/bin/compare", "-metric", "AE", a, other, compare_png],
             ok_a=(1,), ok_b=(1,)), "≥ 10×")
    row(f"the same without a diff image ({name})", "mockup diff", "`compare … null:`",
        pair([mockup, "diff", a, other], ["/usr/bin/compare", "-metric", "AE", a, other, "null:"],
             ok_a=(1,), ok_b=(1,)), "≥ 12×")

all_samples = sorted(os.path.join(samples, f) for f in os.listdir(samples) if f.endswith(".mockup"))
batch_out = os.path.join(work, "batch")
cores = os.cpu_count()


def together(cmds, ok=(0,)):
    """Milliseconds for `cmds` started at once, until the last has ended."""
    t = time.perf_counter()
    procs = [subprocess.Popen(c, stdout=devnull, stderr=devnull) for c in cmds]
    codes = [p.wait() for p in procs]
    elapsed = (time.perf_counter() - t) * 1000
    if any(c not in ok for c in codes):
        sys.exit(f"peer-bench: {' '.join(cmds[0])} … exited {codes}")
    return elapsed


# The batch, and what the machine gives two processes at the same moment. Each round
# runs, one after another: the batch with `--jobs 1` and with every core; the same files
# as two `--jobs 1` processes on alternate halves at once (two workers with no parent
# and no pipes: the ceiling of mockup's own work); and the reference loops of
# scaling.c, as one process doing 2N rounds and as two doing N at once. A shared
# machine's second core comes and goes, so every ratio is taken within its round and
# the rounds' median and quartiles printed.
scaling = os.path.join(work, "scaling")
subprocess.run(["gcc", "-O3", "-o", scaling, os.path.join(peers, "scaling.c")], check=True)
batch = [mockup, "render", "--no-lint"]
halves = [all_samples[0::2], all_samples[1::2]]
loops = {"chain": 250_000, "l1": 250_000}
rounds = {k: [] for k in ("one", "many", "halves", "chain", "chain2", "l1", "l12")}
for r in range(runs + 1):
    t = {
        "one": run(batch + all_samples + ["--jobs", "1", "-o", batch_out + "1/"]),
        "many": run(batch + all_samples + ["-o", batch_out + "N/"]),
        "halves": together([batch + h + ["--jobs", "1", "-o", batch_out + f"H{i}/"] for i, h in enumerate(halves)]),
    }
    for name, n in loops.items():
        t[name] = run([scaling, name, str(2 * n)])
        t[name + "2"] = together([[scaling, name, str(n)]] * 2)
    if r > 0:  # the first round warms the caches
        for k, v in t.items():
            rounds[k].append(v)
one, many = statistics.median(rounds["one"]), statistics.median(rounds["many"])


def spread(a, b):
    """Median and quartiles of a/b over the rounds."""
    q = statistics.quantiles([x / y for x, y in zip(rounds[a], rounds[b])], n=4)
    return f"{q[1]:.2f}× ({q[0]:.2f}–{q[2]:.2f})"


print(f"machine: {cores} cores, {os.uname().machine}, {time.strftime('%Y-%m-%d')}; {runs} runs per command, alternating; medians")
print()
print("| work | mockup | peer | peer time | ratio | goal |")
print("| --- | --- | --- | --- | --- | --- |")
for work_name, m, peer_name, p, ratio, goal in rows:
    print(f"| {work_name} | {m} | {peer_name} | {p} | {ratio} | {goal} |")
print(f"| {len(all_samples)} samples in one `mockup render` | {many:.0f} ms (every core) | the same with `--jobs 1` | {one:.0f} ms | {one / many:.2f}× | ≥ 1.8× |")
print()
print(f"Two processes at once against one, on this machine ({runs} rounds; per-round ratio: median (quartiles)):")
print()
print("| work | one process | two at once | ratio |")
print("| --- | --- | --- | --- |")
print(f"| the batch: `--jobs 1` against every core | {one:.0f} ms | {many:.0f} ms | {spread('one', 'many')} |")
print(f"| the batch: `--jobs 1` against two `--jobs 1` on halves (no parent) | {one:.0f} ms | "
      f"{statistics.median(rounds['halves']):.0f} ms | {spread('one', 'halves')} |")
for name, what in (("chain", "a dependent multiply chain (latency-bound)"),
                   ("l1", "vector passes in the first-level cache (throughput-bound)")):
    print(f"| scaling.c: {what} | {statistics.median(rounds[name]):.0f} ms | "
          f"{statistics.median(rounds[name + '2']):.0f} ms | {spread(name, name + '2')} |")
