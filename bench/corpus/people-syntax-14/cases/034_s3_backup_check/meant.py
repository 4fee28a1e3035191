#!/usr/bin/env python3
# Sprawdzanie backupów w S3 - czy nocne zrzuty baz są świeże i niepuste.
# Odpalane z crona o 7:00, wynik idzie do Zabbixa (0 = ok, 1 = problem).
# Autor: Tomek, admin - wcześniej to był check_backup.sh z aws cli + jq
import sys
import datetime as dt

import boto3
from botocore.exceptions import ClientError, NoCredentialsError

BUCKET = "firma-backupy-db"
PREFIXES = {
    "postgres/crm/": 24,
    "postgres/sklep/": 24,
    "mysql/wiki/": 48,
    "mongo/logi/": 168,
}
MIN_SIZE_MB = 5

s3 = boto3.client(
    "s3",
    region_name="eu-central-1",
)


def newest_object(prefix):
    newest = None
    paginator = s3.get_paginator("list_objects_v2")
    for page in paginator.paginate(Bucket=BUCKET, Prefix=prefix):
        for obj in page.get("Contents", []):
            if newest is None or obj["LastModified"] > newest["LastModified"]:
                newest = obj
    return newest


def check(prefix, max_age_h):
    try:
        obj = newest_object(prefix)
    except ClientError as e:
        return "BLAD", "S3: " + e.response["Error"]["Code"]
    if obj is None:
        return "BRAK", "brak plików"
    age = dt.datetime.now(dt.timezone.utc) - obj["LastModified"]
    age_h = age.total_seconds() / 3600
    size_mb = obj["Size"] / 1024 / 1024
    if age_h > max_age_h:
        return "STARY", "%s ma %.0f h (limit %d h)" % (obj["Key"], age_h, max_age_h)
    if size_mb < MIN_SIZE_MB:
        return "MALY", "%s ma tylko %.1f MB" % (obj["Key"], size_mb)
    return "OK", "%s, %.0f h, %.0f MB" % (obj["Key"], age_h, size_mb)


def main():
    try:
        s3.head_bucket(Bucket=BUCKET)
    except NoCredentialsError:
        print("brak poświadczeń AWS")
        return 1
    except ClientError as e:
        print("bucket niedostępny:", e.response["Error"]["Code"])
        return 1

    problems = 0
    for prefix, max_age_h in PREFIXES.items():
        status, info = check(prefix, max_age_h)
        print("%-6s %-18s %s" % (status, prefix, info))
        if status != "OK":
            problems += 1

    # weryfikacja: czy ostatni zrzut CRM da się w ogóle pobrać (pierwsze 1 KB)
    obj = newest_object("postgres/crm/")
    if obj is not None:
        head = s3.get_object(Bucket=BUCKET, Key=obj["Key"], Range="bytes=0-1023")["Body"].read()
        if not head.startswith(b"PGDMP") and not head[:2] == b"\x1f\x8b":
            print("UWAGA: zrzut CRM nie wygląda na pg_dump ani gzip")
            problems += 1

    print("problemy:", problems)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
