"""The Ray batch on a local cluster (a head without CPUs, two worker nodes of
one CPU each: the cores the one-machine batch gets) vs the one-machine batch
(`jobs=2`), same manifest, alternating rounds after a warm-up of each (the
cluster's worker processes and the one-machine process both keep their lint
workers warm across rounds). Prints the medians as JSON."""

import json
import statistics
import sys
import time
from pathlib import Path

from ray.cluster_utils import Cluster

import toolsmith.batch
from toolsmith import logger


def timed(work):
    began = time.perf_counter()
    work()
    return time.perf_counter() - began


def main() -> None:
    manifest, rounds = Path(sys.argv[1]), int(sys.argv[2])
    logger.set_tool_logging(False)
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 0, "include_dashboard": False})
    for _ in range(2):
        cluster.add_node(num_cpus=1)
    cluster.wait_for_nodes()
    import ray

    ray.init(address=cluster.address, include_dashboard=False, log_to_driver=False)
    out = manifest.with_name("answers.jsonl")

    def one_machine():
        out.unlink(missing_ok=True)
        toolsmith.batch.run(manifest, out, jobs=2)

    def on_ray():
        out.unlink(missing_ok=True)
        toolsmith.batch.run(manifest, out, ray_address=cluster.address)

    try:
        one_machine(), on_ray()
        here, there = [], []
        for _ in range(rounds):
            here.append(timed(one_machine))
            there.append(timed(on_ray))
    finally:
        ray.shutdown()
        cluster.shutdown()
    print(json.dumps({"one_machine": statistics.median(here), "ray": statistics.median(there)}))


if __name__ == "__main__":
    main()
