"""Counts the colour rows of the capture pack's tables (scripts/fidelity.sh).

usage: python3 scripts/fidelity-colours.py TABLE_OUTPUT...

Reads what the pack's tools printed (rows `| metric | real | ours | Δ |` or
`| capture | metric | real | ours | delta |`) and counts every row whose real value is a
colour (#RRGGBB, or a one-colour list such as ['#C8C7CC']): it is within when the
render's colour differs from the capture's by at most 10/255 in every channel, outside
when it differs more or the render has none. Prints `colours: K/N within 10/255 per
channel (P %)`.
"""
import re
import sys

TOL = 10
HEX = re.compile(r"^\[?'?#([0-9A-Fa-f]{6})'?\]?$")


def colour(cell):
    m = HEX.match(cell.strip())
    return None if m is None else tuple(int(m.group(1)[i:i + 2], 16) for i in (0, 2, 4))


def rows(path):
    for line in open(path, encoding='utf-8'):
        line = line.strip()
        if not line.startswith('|') or line.startswith('|---') or line.startswith('| metric') \
                or line.startswith('| capture'):
            continue
        cells = [c.strip() for c in line[1:-1].split('|')]
        if len(cells) >= 4:
            yield cells[-3], cells[-2]


def main(paths):
    k = n = 0
    for path in paths:
        for real, ours in rows(path):
            r = colour(real)
            if r is None:
                continue
            n += 1
            o = colour(ours)
            if o is not None and max(abs(a - b) for a, b in zip(r, o)) <= TOL:
                k += 1
    pct = 100.0 * k / n if n else 0.0
    print(f'colours: {k}/{n} within 10/255 per channel ({pct:.1f} %)')


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
