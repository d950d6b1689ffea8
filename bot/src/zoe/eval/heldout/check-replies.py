#!/usr/bin/env python3
"""Self-check for the held-out reply-reader files: python3 check_heldout.py [dir]"""
import sys, os, collections
ACTIONS = {"done", "not_yet", "snooze", "stop", "reschedule", "breakdown"}
NOOP = {"question", "other", "unclear"}
LANGS = ["en", "de", "fr", "es", "pt", "it", "nl"]
d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
ok = True
total = collections.Counter()
def err(msg):
    global ok; ok = False; print("  ERROR", msg)
for lang in LANGS:
    path = os.path.join(d, f"replies-{lang}.tsv")
    print(f"== {lang}: {path}")
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines and lines[-1] == "": lines.pop()
    comments = [l for l in lines if l.startswith("#")]
    if len(comments) < 3 or not all(lines[i].startswith("#") for i in range(3)):
        err("expected a 3-line # comment header at the top")
    labels = collections.Counter(); kinds = collections.Counter(); combos = collections.Counter()
    seen = set(); rows = 0; undated = []
    for n, line in enumerate(lines, 1):
        if line.startswith("#"): continue
        cols = line.split("\t")
        if len(cols) != 5: err(f"line {n}: {len(cols)} columns"); continue
        kind, thread, reply, acts, date = cols
        rows += 1
        if kind not in ("nudge", "decision"): err(f"line {n}: push kind {kind!r}")
        if not thread.strip() or not reply.strip(): err(f"line {n}: empty thread or reply")
        if reply != reply.strip(): err(f"line {n}: reply has leading/trailing spaces")
        if (kind, thread, reply) in seen: err(f"line {n}: duplicate row")
        seen.add((kind, thread, reply))
        parts = acts.split("+")
        for p in parts:
            if p not in ACTIONS | NOOP: err(f"line {n}: unknown label {p!r}")
        if len(set(parts)) != len(parts): err(f"line {n}: repeated label")
        if set(parts) & {"question", "unclear"} and len(parts) > 1:
            err(f"line {n}: question/unclear must stand alone")
        if "other" in parts and not set(parts) <= {"other", "done"}:
            err(f"line {n}: 'other' only alone or as done+other")
        timed = bool({"snooze", "reschedule"} & set(parts))
        if not timed and date != "-": err(f"line {n}: date {date!r} without snooze/reschedule")
        if timed and date == "-": undated.append(f"{n}: {reply}")
        if not date.strip(): err(f"line {n}: empty date column")
        kinds[kind] += 1; combos[acts] += 1
        for p in parts: labels[p] += 1
    noop = sum(c for a, c in combos.items() if a in NOOP)
    print(f"  rows {rows}  nudge {kinds['nudge']} ({100*kinds['nudge']/max(rows,1):.0f}%)  decision {kinds['decision']}  no-op rows {noop}")
    print("  labels:", "  ".join(f"{l}={labels[l]}" for l in sorted(ACTIONS) + sorted(NOOP)))
    print("  combos:", ", ".join(f"{a}={c}" for a, c in sorted(combos.items())))
    if undated: print(f"  note: {len(undated)} snooze/reschedule rows name no time (date '-'):", "; ".join(undated))
    if rows < 130: err(f"only {rows} rows (<130)")
    for l in ACTIONS:
        if labels[l] < 10: err(f"label {l} appears {labels[l]} times (<10)")
    if noop < 15: err(f"only {noop} rows that change nothing (<15)")
    total.update(labels); total["_rows"] += rows
print("== all languages:", total["_rows"], "rows;", "  ".join(f"{l}={total[l]}" for l in sorted(ACTIONS) + sorted(NOOP)))
print("OK" if ok else "FAILED"); sys.exit(0 if ok else 1)
