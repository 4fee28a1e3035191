#!/usr/bin/env python3
"""Sync the built static site (dist/) to S3 and invalidate CloudFront.

Only uploads files whose MD5 differs from the object's ETag (single-part
uploads only - files above the multipart threshold are compared by size
and mtime metadata instead). Deletes remote objects that no longer exist
locally unless --no-delete is given.

Used by the deploy job in .gitlab-ci.yml; can also be run by hand:
    AWS_PROFILE=web-deploy ./scripts/s3_sync_assets.py dist/ --bucket www-example-com --dist-id E2ABCDEF
"""
import argparse
import hashlib
import logging
import mimetypes
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

import boto3
from boto3.s3.transfer import TransferConfig
from botocore.config import Config
from botocore.exceptions import ClientError

log = logging.getLogger("s3sync")

MULTIPART_THRESHOLD = 16 * 1024 * 1024
TRANSFER = TransferConfig(multipart_threshold=MULTIPART_THRESHOLD, multipart_chunksize=8 * 1024 * 1024,
                          max_concurrency=4, use_threads=True)
# long cache for fingerprinted assets, short for html
CACHE_RULES = [
    (("index.html", ".html"), "public, max-age=60, must-revalidate"),
    ((".js", ".css", ".woff2", ".svg", ".png", ".webp"), "public, max-age=31536000, immutable"),
]
DEFAULT_CACHE = "public, max-age=3600"
mimetypes.add_type("application/manifest+json", ".webmanifest")


def md5_of(path, chunk=1024 * 1024):
    h = hashlib.md5()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(chunk), b""):
            h.update(block)
    return h.hexdigest()


def cache_control(key):
    for suffixes, value in CACHE_RULES:
        if key.endswith(suffixes):
            return value
    return DEFAULT_CACHE


def list_remote(s3, bucket, prefix):
    remote = {}
    paginator = s3.get_paginator("list_objects_v2")
    for page in paginator.paginate(Bucket=bucket, Prefix=prefix):
        for obj in page.get("Contents", []):
            remote[obj["Key"]] = {"etag": obj["ETag"].strip('"'), "size": obj["Size"]}
    return remote


def local_files(root, prefix):
    files = {}
    for p in sorted(root.rglob("*")):
        if p.is_file() and not p.name.startswith("."):
            key = prefix + p.relative_to(root).as_posix()
            files[key] = p
    return files


def needs_upload(path, remote_meta):
    if remote_meta is None:
        return True
    size = path.stat().st_size
    if size != remote_meta["size"]:
        return True
    if size >= MULTIPART_THRESHOLD or "-" in remote_meta["etag"]:
        return False  # multipart ETag is not an MD5; same size -> assume unchanged
    return md5_of(path) != remote_meta["etag"]


def upload(s3, bucket, key, path, dry_run):
    ctype, encoding = mimetypes.guess_type(path.name)
    extra = {
        "ContentType": ctype or "application/octet-stream",
        "CacheControl": cache_control(key),
        "Metadata": {"src-mtime": str(int(path.stat().st_mtime))},
    }
    if encoding:
        extra["ContentEncoding"] = encoding
    if dry_run:
        log.info("[dry-run] would upload %s (%s)", key, extra["ContentType"])
        return key
    s3.upload_file(str(path), bucket, key, ExtraArgs=extra, Config=TRANSFER)
    return key


def invalidate(cf, dist_id, keys):
    # more than 15 paths -> a wildcard is cheaper (and the first 1000 paths per month are free anyway)
    paths = ["/*"] if len(keys) > 15 else ["/" + k for k in keys]
    resp = cf.create_invalidation(
        DistributionId=dist_id,
        InvalidationBatch={"Paths": {"Quantity": len(paths), "Items": paths},
                           "CallerReference": f"s3sync-{int(time.time())}"},
    )
    return resp["Invalidation"]["Id"]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("source", type=Path)
    ap.add_argument("--bucket", required=True)
    ap.add_argument("--prefix", default="")
    ap.add_argument("--dist-id", help="CloudFront distribution to invalidate")
    ap.add_argument("--no-delete", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("-j", "--jobs", type=int, default=8)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    if not args.source.is_dir():
        log.error("%s is not a directory", args.source)
        return 2
    session = boto3.session.Session()
    s3 = session.client("s3", config=Config(retries={"max_attempts": 10, "mode": "adaptive"}))

    try:
        remote = list_remote(s3, args.bucket, args.prefix)
    except ClientError as e:
        log.error("cannot list s3://%s: %s", args.bucket, e.response["Error"]["Message"])
        return 1
    local = local_files(args.source, args.prefix)
    todo = [k for k, p in local.items() if needs_upload(p, remote.get(k))]
    stale = sorted(set(remote) - set(local)) if not args.no_delete else []
    log.info("%d local, %d remote, %d to upload, %d to delete", len(local), len(remote), len(todo), len(stale))

    uploaded, failed = [], []
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(upload, s3, args.bucket, k, local[k], args.dry_run): k for k in todo}
        for fut in as_completed(futures):
            key = futures[fut]
            try:
                uploaded.append(fut.result())
            except (ClientError, OSError) as e:
                log.error("upload of %s failed: %s", key, e)
                failed.append(key)

    for i in range(0, len(stale), 1000):
        batch = [{"Key": k} for k in stale[i:i + 1000]]
        if args.dry_run:
            log.info("[dry-run] would delete %d objects", len(batch))
            continue
        s3.delete_objects(Bucket=args.bucket, Delete={"Objects": batch, "Quiet": True})

    changed = uploaded + ([] if args.dry_run else stale)
    if args.dist_id and changed and not args.dry_run:
        inv_id = invalidate(session.client("cloudfront"), args.dist_id, changed)
        log.info("CloudFront invalidation %s created for %d paths", inv_id, len(changed))
    log.info("done: %d uploaded, %d deleted, %d failed", len(uploaded), len(stale), len(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
