# -*- coding: utf-8 -*-
# مهمة Spark اليومية: تقسيم أحداث النقر (clickstream) إلى جلسات وحساب مؤشرات القمع
# تعمل على EMR عبر spark-submit --deploy-mode cluster
# كتبها: كريم ع. - فريق البيانات، الإسكندرية
import argparse
import sys

from pyspark.sql import SparkSession, Window
from pyspark.sql import functions as F
from pyspark.sql import types as T

SESSION_GAP_MIN = 30
FUNNEL = ["view_product", "add_to_cart", "begin_checkout", "purchase"]

EVENT_SCHEMA = T.StructType([
    T.StructField("event_id", T.StringType(), False),
    T.StructField("user_id", T.StringType(), True),
    T.StructField("anon_id", T.StringType(), False),
    T.StructField("event_name", T.StringType(), False),
    T.StructField("ts", T.TimestampType(), False),
    T.StructField("page", T.StringType(), True),
    T.StructField("device", T.StringType(), True),
    T.StructField("country", T.StringType(), True),
    T.StructField("revenue", T.DoubleType(), True),
])


def parse_args(argv):
    p = argparse.ArgumentParser()
    p.add_argument("--date", required=True, help="YYYY-MM-DD")
    p.add_argument("--input", default="s3://shop-raw/clickstream/")
    p.add_argument("--output", default="s3://shop-curated/sessions/")
    return p.parse_args(argv)


def read_events(spark, path, day):
    return (
        spark.read.schema(EVENT_SCHEMA)
        .json(f"{path}dt={day}/")
        .dropDuplicates(["event_id"])
        .withColumn("visitor", F.coalesce(F.col("user_id"), F.col("anon_id")))
        .filter(F.col("ts").isNotNull())
    )


def sessionize(events):
    w = Window.partitionBy("visitor").orderBy("ts")
    gap = (F.col("ts").cast("long") - F.lag("ts").over(w).cast("long")) / 60
    return (
        events
        .withColumn("new_session", F.when(gap.isNull() | (gap > SESSION_GAP_MIN), 1).otherwise(0))
        .withColumn("session_seq", F.sum("new_session").over(w.rowsBetween(Window.unboundedPreceding, 0)))
        .withColumn("session_id", F.concat_ws("-", F.col("visitor"), F.col("session_seq")))
        .drop("new_session")
    )


def session_table(sessions):
    return (
        sessions.groupBy("session_id", "visitor")
        .agg(
            F.min("ts").alias("started_at"),
            F.max("ts").alias("ended_at"),
            F.count("*").alias("events"),
            F.first("device", ignorenulls=True).alias("device"),
            F.first("country", ignorenulls=True).alias("country"),
            F.sum(F.coalesce(F.col("revenue"), F.lit(0.0))).alias("revenue"),
            *[F.max(F.when(F.col("event_name") == step, 1).otherwise(0)).alias(f"reached_{step}") for step in FUNNEL],
        )
        .withColumn("duration_s", F.col("ended_at").cast("long") - F.col("started_at").cast("long"))
        .withColumn("bounced", (F.col("events") == 1).cast("int"))
    )


def funnel_by_device(sessions_tbl):
    aggs = [F.count("*").alias("sessions")]
    for step in FUNNEL:
        aggs.append(F.sum(f"reached_{step}").alias(step))
    df = sessions_tbl.groupBy("device").agg(*aggs)
    for prev, step in zip(FUNNEL, FUNNEL[1:]):
        df = df.withColumn(f"conv_{prev}_to_{step}", F.round(F.col(step) / F.col(prev), 4))
    return df


def data_quality(events, sessions_tbl):
    """فحوصات سريعة: نسبة الأحداث بدون user_id، وجلسات طويلة بشكل غير منطقي."""
    total = events.count()
    anon = events.filter(F.col("user_id").isNull()).count()
    too_long = sessions_tbl.filter(F.col("duration_s") > 6 * 3600).count()
    problems = []
    if total == 0:
        problems.append("no events for this date")
    elif anon / total > 0.8:
        problems.append(f"anonymous share {anon / total:.0%}")
    if too_long > 0:
        problems.append(f"{too_long} sessions longer than 6h (bots?)")
    return problems


def main(argv):
    args = parse_args(argv)
    spark = (
        SparkSession.builder.appName(f"sessionize-{args.date}")
        .config("spark.sql.session.timeZone", "Africa/Cairo")
        .config("spark.sql.shuffle.partitions", "400")
        .getOrCreate()
    )
    events = read_events(spark, args.input, args.date)
    sessions = sessionize(events).cache()
    tbl = session_table(sessions)
    (
        tbl.withColumn("dt", F.lit(args.date))
        .repartition(32)
        .write.mode("overwrite")
        .partitionBy("dt")
        .parquet(args.output)
    )
    problems = data_quality(events, tbl)
    for p in problems:
        print("DQ WARNING:", p, file=sys.stderr)
    funnel = funnel_by_device(tbl)
    funnel.coalesce(1).write.mode("overwrite").option("header", True).csv(f"{args.output}_funnel/dt={args.date}/")
    # أرقام سريعة في سجل المهمة
    stats = tbl.agg(F.count("*").alias("n"), F.avg("duration_s").alias("avg_s"), F.avg("bounced").alias("bounce")).first()
    print(f"sessions={stats['n']} avg_duration={stats['avg_s']:.0f}s bounce_rate={stats['bounce']:.2%}")
    spark.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
