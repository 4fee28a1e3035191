"""Which snapshots to keep: so many days, weeks and months back."""
import argparse


def select_keep(snaps, daily=7, weekly=4, monthly=12):
    snaps = sorted(snaps, reverse=True)
    return set(snaps[:daily]) | set(snaps[:weekly * 7:7]) | set(snaps[:monthly * 30:30])


def main(snaps):
    parser = argparse.ArgumentParser()
    parser.add_argument("--keep-daily", type=int, default=7)
    parser.add_argument("--keep-weekly", type=int, default=4)
    parser.add_argument("--keep-monthly", type=int, default=12)
    args = parser.parse_args()
    return select_keep(snaps, daily=args.keep_daily, weekly=args.keep_weekly, monthly=args.keep_monthly)
