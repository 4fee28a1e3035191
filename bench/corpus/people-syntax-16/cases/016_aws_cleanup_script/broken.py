#!/usr/bin/env python3
"""Pulizia risorse AWS vecchie (snapshot EBS, AMI non usate, oggetti S3 temporanei).

Uso:
    python aws_cleanup.py --profile staging --days 30            # solo report
    python aws_cleanup.py --profile staging --days 30 --delete   # cancella davvero

Scritto da Davide (team e-commerce, Bologna) - di solito scrivo PHP/Laravel, siate buoni.
"""
import argparse
import logging
import sys
from datetime import datetime, timedelta, timezone

import boto3
from botocore.exceptions import ClientError

log = logging.getLogger("aws_cleanup")

TEMP_BUCKETS = ["shop-staging-uploads-tmp", "shop-staging-exports"]
PROTECTED_TAG = "keep"


def parse_args():
    p = argparse.ArgumentParser(description="Pulizia risorse AWS")
    p.add_argument("--profile", required=True)
    p.add_argument("--region", default="eu-south-1")
    p.add_argument("--days", type=int, default=30, help="età minima in giorni")
    p.add_argument("--delete", action="store_true", help="senza questo flag è solo un report")
    return p.parse_args()


def is_protected(tags):
    for t in tags or []:
        if t["Key"].lower() == PROTECTED_TAG and t["Value"].lower() in ("true", "yes", "1"):
            return True
    return False


def used_snapshot_ids(ec2):
    """Snapshot referenziati da AMI: non si possono cancellare prima dell'AMI."""
    used = set()
    for image in ec2.describe_images(Owners=["self"])["Images"]:
        for mapping in image.get("BlockDeviceMappings", []):
            snap = mapping.get("Ebs", {}).get("SnapshotId")
            if snap:
                used.add(snap)
    return used


def old_snapshots(ec2, cutoff):
    used = used_snapshot_ids(ec2)
    paginator = ec2.get_paginator("describe_snapshots")
    for page in paginator.paginate(
        OwnerIds=["self"],
        Filters=[{"Name": "status", "Values": ["completed"]}],
        PaginationConfig={"PageSize": 500},
        for snap in page["Snapshots"]:
            if snap["StartTime"] >= cutoff:
                continue
            if snap["SnapshotId"] in used or is_protected(snap.get("Tags")):
                continue
            yield snap


def old_objects(s3, bucket, cutoff):
    paginator = s3.get_paginator("list_objects_v2")
    for page in paginator.paginate(Bucket=bucket):
        for obj in page.get("Contents", []):
            if obj["LastModified"] < cutoff:
                yield obj["Key"], obj["Size"]


def delete_objects(s3, bucket, keys):
    # delete_objects accetta al massimo 1000 chiavi per chiamata
    for i in range(0, len(keys), 1000):
        chunk = keys[i:i + 1000]
        s3.delete_objects(Bucket=bucket, Delete={"Objects": [{"Key": k} for k in chunk], "Quiet": True})


def main():
    args = parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    session = boto3.Session(profile_name=args.profile, region_name=args.region)
    ec2 = session->client("ec2")
    s3 = session.client("s3")
    cutoff = datetime.now(timezone.utc) - timedelta(days=args.days)

    report = ""
    total_gb = 0
    for snap in old_snapshots(ec2, cutoff):
        total_gb += snap["VolumeSize"]
        report .= f"snapshot {snap['SnapshotId']}  {snap['VolumeSize']:>5} GB  {snap['StartTime']:%Y-%m-%d}\n"
        if args.delete:
            try:
                ec2.delete_snapshot(SnapshotId=snap["SnapshotId"])
            except ClientError as e:
                log.warning("non riesco a cancellare %s: %s", snap["SnapshotId"], e)

    for bucket in TEMP_BUCKETS:
        keys = []
        size = 0
        for key, obj_size in old_objects(s3, bucket, cutoff):
            keys.append(key)
            size += obj_size
        report += f"s3://{bucket}: {len(keys)} oggetti, {size / 1024 ** 3:.2f} GB\n"
        if args.delete and keys:
            delete_objects(s3, bucket, keys)
        elseif not keys:
            log.info("%s: niente da pulire", bucket)

    print(report, end="")
    print(f"Totale snapshot: {total_gb} GB (~{total_gb * 0.05:.2f} USD/mese)")
    if not args.delete:
        print("Modalità report: niente è stato cancellato. Aggiungi --delete.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
