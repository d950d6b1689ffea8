#!/usr/bin/env python3
"""Validate the held-out capture sets ./capture-<lang>.tsv (written 2026-12-02).

Checks per file: starts with 3 comment lines; every data line has exactly 5 tab-separated
columns; label is commitment|none; none rows have '-' in columns 3-5; commitment rows have a
summary, kind commitment|reminder, and a due phrase that is '-' or occurs verbatim in the
message; no duplicate messages; >= 90 of each label. Prints counts. Exit 1 on any error.
"""
import os, sys

DIR = os.path.dirname(os.path.abspath(__file__))
LANGS = ["en", "de", "fr", "es", "pt", "it", "nl"]
MIN_EACH = 90
errors = 0

def err(path, n, msg):
    global errors
    errors += 1
    print(f"ERROR {os.path.basename(path)}:{n}: {msg}")

print(f"{'file':<18}{'commit':>7}{'none':>6}{'remind':>7}{'w/ due':>7}{'no due':>7}")
totals = [0, 0, 0, 0, 0]
for lang in LANGS:
    path = os.path.join(DIR, f"capture-{lang}.tsv")
    if not os.path.exists(path):
        err(path, 0, "missing file"); continue
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(lines) < 3 or not all(l.startswith("#") for l in lines[:3]):
        err(path, 1, "must start with 3 comment lines")
    seen = {}
    c = nn = rem = due = nodue = 0
    for n, line in enumerate(lines, 1):
        if line.startswith("#") or not line.strip():
            continue
        cols = line.split("\t")
        if len(cols) != 5:
            err(path, n, f"{len(cols)} columns"); continue
        label, msg, summ, phrase, kind = cols
        if not msg.strip() or msg != msg.strip():
            err(path, n, "empty message or stray whitespace")
        key = msg.casefold()
        if key in seen:
            err(path, n, f"duplicate of line {seen[key]}: {msg}")
        seen[key] = n
        if label == "none":
            nn += 1
            if (summ, phrase, kind) != ("-", "-", "-"):
                err(path, n, "none rows need '-' in columns 3-5")
        elif label == "commitment":
            c += 1
            if not summ.strip() or summ == "-":
                err(path, n, "commitment without summary")
            if kind not in ("commitment", "reminder"):
                err(path, n, f"bad kind {kind!r}")
            rem += kind == "reminder"
            if phrase == "-":
                nodue += 1
            else:
                due += 1
                if phrase not in msg:
                    err(path, n, f"due phrase {phrase!r} not verbatim in message")
                if phrase in summ:
                    err(path, n, f"summary still contains due phrase {phrase!r}")
        else:
            err(path, n, f"bad label {label!r}")
    if c < MIN_EACH or nn < MIN_EACH:
        err(path, 0, f"need >= {MIN_EACH} of each label (commitment {c}, none {nn})")
    for i, v in enumerate((c, nn, rem, due, nodue)):
        totals[i] += v
    print(f"{os.path.basename(path):<18}{c:>7}{nn:>6}{rem:>7}{due:>7}{nodue:>7}")
print(f"{'total':<18}" + "".join(f"{v:>{w}}" for v, w in zip(totals, (7, 6, 7, 7, 7))))
print("OK" if not errors else f"{errors} error(s)")
sys.exit(1 if errors else 0)
