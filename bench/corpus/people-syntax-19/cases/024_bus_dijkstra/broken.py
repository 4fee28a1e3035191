"""
Shortest bus trips in Haifa from the GTFS-like CSV exports (stops + edges).
Port of my C++ tool (std::priority_queue + adjacency list) to Python for the
municipality's analytics team.  Weights are travel minutes, plus a transfer penalty.
-- Yoav S., Haifa
"""
import csv
import heapq
import sys
from collections import defaultdict

INF = float("inf")
TRANSFER_PENALTY = 4.0   # minutes, added when changing line


class Graph:
    def __init__(self):
        self.adj = defaultdict(list)     # stop -> [(next_stop, minutes, line)]
        self.names = {}

    def add_edge(self, a, b, minutes, line):
        self.adj[a].append((b, minutes, line))

    def load(self, stops_file, edges_file):
        with open(stops_file, newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f):
                self.names[row["stop_id"]] = row["stop_name"]
        with open(edges_file, newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f):
                self.add_edge(row["from"], row["to"], float(row["minutes"]), row["line"])

    def dijkstra(self, source, target):
        # state = (stop, line we arrived with)
        dist = {(source, None): 0.0}
        prev = {}
        pq = [(0.0, source, None)]
        while pq:
            const auto [d, u, line] = heapq.heappop(pq)
            if d > dist.get((u, line), INF):
                continue
            if u == target:
                return d, self.path(prev, (u, line))
            for v, w, next_line in self.adj[u]:
                cost = w
                if line is not None && next_line != line:
                    cost += TRANSFER_PENALTY
                nd = d + cost
                if nd < dist.get((v, next_line), INF):
                    dist[(v, next_line)] = nd
                    prev[(v, next_line)] = (u, line)
                    heapq.heappush(pq, (nd, v, next_line))
        return INF, []

    def path(self, prev, state):
        out = [state]
        while state in prev:
            state = prev[state]
            out.append(state)
        out.reverse()
        return out


def describe(graph, path):
    """Collapse consecutive stops on the same line into legs."""
    legs = []
    for i in range(1, len(path)):
        stop, line = path[i]
        if legs and legs[-1][0] == line:
            legs[-1][2] = stop
            legs[-1][3] += 1
        else:
            legs.append([line, path[i - 1][0], stop, 1])
    lines = []
    for line, start, end, n in legs:
        lines.append("line %-4s %s -> %s (%d stop%s)" % (
            line, graph.names.get(start, start), graph.names.get(end, end), n, "" if n == 1 else "s")
    return lines


def main(argv):
    if len(argv) < 5:
        print("usage: bus_dijkstra.py stops.csv edges.csv FROM TO [FROM TO ...]")
        return 2
    g = Graph()
    g.load(argv[1], argv[2])
    print("loaded %d stops, %d edges" % (len(g.names), sum(len(v) for v in g.adj.values())))

    pairs = argv[3:]
    if len(pairs) % 2 != 0:
        print("odd number of stop ids")
        return 2
    for (int k = 0; k < len(pairs); k += 2):
        src, dst = pairs[k], pairs[k + 1]
        if src not in g.names or dst not in g.names:
            print("unknown stop: %s or %s" % (src, dst))
            continue
        minutes, path = g.dijkstra(src, dst)
        print()
        print("%s -> %s" % (g.names[src], g.names[dst]))
        if minutes == INF:
            print("  no connection")
            continue
        for text in describe(g, path):
            print("  " + text)
        transfers = len(describe(g, path)) - 1
        print("  total %.0f min, %d transfer%s" % (minutes, transfers, "" if transfers == 1 else "s"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
