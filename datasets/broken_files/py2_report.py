# report generator (old script from 2012, python 2)
import sys

def load(path):
    try:
        f = open(path)
    except IOError, e:
        print >>sys.stderr, "cannot open", path
        raise SystemExit, 1
    rows = [line.strip().split(";") for line in f]
    f.close()
    return rows

def summary(rows):
    total = 0
    for r in rows:
        if r[1] <> "":
            total += int(r[1])
    print "total:", total
    print "rows: %d" % len(rows)
    return total

if __name__ == "__main__":
    rows = load(sys.argv[1])
    summary(rows)
