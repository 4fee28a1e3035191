#!/usr/bin/env python3
# deploy_release.py - replaces deploy.sh (too many bash quirks, said the team lead)
# usage: deploy_release.py <service> <git-tag> [--env staging|prod]
import argparse
import os
import subprocess
import sys
import time

REPO_ROOT = "/srv/git"
RELEASES = "/srv/releases"
KEEP = 5


def log(msg):
    print(time.strftime("%H:%M:%S"), msg, flush=True)


def run(cmd, cwd=None):
    log("+ " + " ".join(cmd))
    return subprocess.run(cmd, cwd=cwd, check=True, text=True, capture_output=True)


def fetch(service, tag):
    repo = os.path.join(REPO_ROOT, service)
    try:
        run(["git", "fetch", "--tags", "origin"], cwd=repo)
        run(["git", "rev-parse", "--verify", tag], cwd=repo)
    except subprocess.CalledProcessError as e:
        log("fetch failed: " + e.stderr.strip())
        return None
    return repo


def build(service, tag, repo):
    target = os.path.join(RELEASES, service, tag)
    if os.path.isdir(target):
        log("already built: " + target)
        return target
    os.makedirs(target)
    try:
        run(["git", "archive", "--format=tar", "-o", target + ".tar", tag], cwd=repo)
        run(["tar", "-xf", target + ".tar", "-C", target])
        os.remove(target + ".tar")
        run(["python3", "-m", "venv", os.path.join(target, ".venv")])
        run([os.path.join(target, ".venv/bin/pip"), "install", "-q", "-r", "requirements.txt"], cwd=target)
    except subprocess.CalledProcessError as e:
        log("build failed: " + e.stderr.strip())
        return None
    return target


def switch(service, target, env):
    link = os.path.join(RELEASES, service, "current")
    tmp = link + ".new"
    if os.path.lexists(tmp):
        os.remove(tmp)
    os.symlink(target, tmp)
    os.replace(tmp, link)
    unit = "%s@%s.service" % (service, env)
    try:
        run(["sudo", "systemctl", "restart", unit])
        run(["systemctl", "is-active", "--quiet", unit])
    except subprocess.CalledProcessError as e:
        log("restart failed: " + (e.stderr or "").strip())
        return False
    return True


def prune(service):
    base = os.path.join(RELEASES, service)
    dirs = sorted((d for d in os.listdir(base) if d != "current"),
                  key=lambda d: os.path.getmtime(os.path.join(base, d)))
    for old in dirs[:-KEEP]:
        log("removing old release " + old)
        subprocess.run(["rm", "-rf", os.path.join(base, old)], check=False)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("service")
    p.add_argument("tag")
    p.add_argument("--env", default="staging", choices=["staging", "prod"])
    args = p.parse_args()

    if args.env == "prod" and os.environ.get("DEPLOY_CONFIRM") != "yes":
        log("refusing prod deploy without DEPLOY_CONFIRM=yes")
        return 2

    repo = fetch(args.service, args.tag)
    if repo is None:
        return 1
    target = build(args.service, args.tag, repo)
    if target is None:
        return 1
    if not switch(args.service, target, args.env):
        return 1
    prune(args.service)
    log("deployed %s %s to %s" % (args.service, args.tag, args.env))
    return 0


if __name__ == "__main__":
    sys.exit(main())
