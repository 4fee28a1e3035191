"""SQS worker that creates product thumbnails (replaces the old .NET Windows service).

Message body (JSON):
    {"bucket": "catalog-originals", "key": "sku/12345/main.jpg", "sizes": [160, 480, 1200]}
"""
import io
import json
import logging
import os
import signal
import sys
import time
from dataclasses import dataclass

import boto3
from botocore.exceptions import ClientError
from PIL import Image, ImageOps, UnidentifiedImageError

QUEUE_URL = os.environ["THUMBS_QUEUE_URL"]
OUTPUT_BUCKET = os.environ.get("THUMBS_BUCKET", "catalog-thumbnails")
DEFAULT_SIZES = (160, 480)
VISIBILITY_TIMEOUT = 120
WAIT_SECONDS = 20

logging.basicConfig(
    level=os.environ.get("LOG_LEVEL", "INFO"),
    format="%(asctime)s [%(levelname)s] %(name)s: %(message)s",
    stream=sys.stdout,
)
log = logging.getLogger("thumbs")

sqs = boto3.client("sqs")
s3 = boto3.client("s3")
_running = True


@dataclass
class Job:
    bucket: str
    key: str
    sizes: tuple[int, ...]
    receipt: str

    @classmethod
    def from_message(cls, msg: dict) -> "Job":
        body = json.loads(msg["Body"])
        sizes = body.get("sizes") or DEFAULT_SIZES
        return cls(
            bucket=body["bucket"],
            key=body["key"],
            sizes=tuple(int(s) for s in sizes),
            receipt=msg["ReceiptHandle"],
        )


class PermanentError(Exception):
    """The message can never succeed; delete it instead of retrying."""


def stop(signum, frame):
    global _running
    log.info("signal %s received, finishing current batch", signum)
    _running = False


def make_thumbnail(data: bytes, size: int) -> bytes:
    try:
        img = Image.open(io.BytesIO(data))
        img = ImageOps.exif_transpose(img)
    except UnidentifiedImageError as ex:
        raise PermanentError(f"not an image: {ex}") from ex
    img.thumbnail((size, size), Image.LANCZOS)
    if img.mode not in ("RGB", "L"):
        img = img.convert("RGB")
    out = io.BytesIO()
    img.save(out, format="JPEG", quality=85, optimize=True, progressive=True)
    return out.getvalue()


def process(job: Job) -> None:
    try:
        obj = s3.get_object(Bucket=job.bucket, Key=job.key)
    except ClientError as ex:
        if ex.response["Error"]["Code"] in ("NoSuchKey", "404"):
            raise PermanentError(f"missing object s3://{job.bucket}/{job.key}") from ex
        raise
    data = obj["Body"].read()
    stem, _ = os.path.splitext(job.key)
    for size in job.sizes:
        thumb = make_thumbnail(data, size)
        s3.put_object(
            Bucket=OUTPUT_BUCKET,
            Key=f"{stem}_{size}.jpg",
            Body=thumb,
            ContentType="image/jpeg",
            CacheControl="public, max-age=31536000, immutable",
        )
        log.debug("wrote %s_%s.jpg (%d bytes)", stem, size, len(thumb))


def poll_once() -> int:
    resp = sqs.receive_message(
        QueueUrl=QUEUE_URL,
        MaxNumberOfMessages=10,
        WaitTimeSeconds=WAIT_SECONDS,
        VisibilityTimeout=VISIBILITY_TIMEOUT,
    )
    messages = resp.get("Messages", [])
    for msg in messages:
        started = time.monotonic()
        try:
            job = Job.from_message(msg)
            process(job)
        except PermanentError as ex:
            log.error("dropping message %s: %s", msg["MessageId"], ex)
        except (KeyError, ValueError) as ex:
            log.error("bad message %s: %r", msg["MessageId"], ex)
        except Exception:
            log.exception("will retry message %s", msg["MessageId"])
            continue
        sqs.delete_message(QueueUrl=QUEUE_URL, ReceiptHandle=msg["ReceiptHandle"])
        log.info("done %s in %.2fs", msg["MessageId"], time.monotonic() - started)
    return len(messages)


def main() -> int:
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    log.info("listening on %s", QUEUE_URL)
    while _running:
        try:
            poll_once()
        except ClientError as ex:
            log.warning("SQS error, backing off: %s", ex)
            time.sleep(5)
    return 0


if __name__ == "__main__":
    sys.exit(main())
