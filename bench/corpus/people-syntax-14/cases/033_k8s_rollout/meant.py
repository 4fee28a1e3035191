#!/usr/bin/env python3
"""Rollout helper: genera el Deployment, lo aplica con kubectl y espera el rollout.

Antes esto era un values.yaml + un Makefile. Martín (plataforma), Buenos Aires.
"""
import json
import subprocess
import sys
import time

NAMESPACE = "tienda"
APP = "checkout-api"
REGISTRY = "registry.interno.example.com/plataforma"


def manifest(tag, replicas=3):
    return {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": {
            "name": APP,
            "namespace": NAMESPACE,
            "labels": {"app": APP, "team": "plataforma"},
        },
        "spec": {
            "replicas": replicas,
            "selector": {"matchLabels": {"app": APP}},
            "strategy": {
                "type": "RollingUpdate",
                "rollingUpdate": {"maxSurge": 1, "maxUnavailable": 0},
            },
            "template": {
                "metadata": {"labels": {"app": APP, "version": tag}},
                "spec": {
                    "containers": [
                        {
                            "name": APP,
                            "image": f"{REGISTRY}/{APP}:{tag}",
                            "ports": [{"containerPort": 8080}],
                            "resources": {
                                "requests": {"cpu": "250m", "memory": "256Mi"},
                                "limits": {"memory": "512Mi"},
                            },
                            "readinessProbe": {
                                "httpGet": {"path": "/healthz", "port": 8080},
                                "periodSeconds": 5,
                            },
                        }
                    ]
                },
            },
        },
    }


def kubectl(*args, stdin=None):
    cmd = ["kubectl", "--namespace", NAMESPACE, *args]
    print("$ " + " ".join(cmd), file=sys.stderr)
    return subprocess.run(cmd, input=stdin, text=True, capture_output=True)


def current_image():
    r = kubectl("get", "deployment", APP, "-o", "json")
    if r.returncode != 0:
        return None
    dep = json.loads(r.stdout)
    return dep["spec"]["template"]["spec"]["containers"][0]["image"]


def rollout(tag, replicas):
    previous = current_image()
    r = kubectl("apply", "-f", "-", stdin=json.dumps(manifest(tag, replicas)))
    if r.returncode != 0:
        print(r.stderr, file=sys.stderr)
        return False
    r = kubectl("rollout", "status", f"deployment/{APP}", "--timeout=180s")
    if r.returncode == 0:
        print(f"OK: {APP} ahora en {tag} (antes: {previous})")
        return True
    print("el rollout no terminó, haciendo rollback", file=sys.stderr)
    kubectl("rollout", "undo", f"deployment/{APP}")
    time.sleep(5)
    events = kubectl(
        "get", "events",
        "--field-selector", f"involvedObject.kind=Pod",
        "--sort-by", ".lastTimestamp",
    )
    print(events.stdout[-3000:], file=sys.stderr)
    return False


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("uso: rollout.py <tag> [replicas]", file=sys.stderr)
        sys.exit(2)
    tag = sys.argv[1]
    replicas = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    sys.exit(0 if rollout(tag, replicas) else 1)
