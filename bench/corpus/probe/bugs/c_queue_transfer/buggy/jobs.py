from queue2 import TwoStackQueue


def run_jobs(names):
    q = TwoStackQueue()
    for n in names:
        q.put(n)
    done = []
    while len(q):
        done.append(q.get().upper())
    return done


def nightly():
    return run_jobs(["backup", "reindex", "report"])
