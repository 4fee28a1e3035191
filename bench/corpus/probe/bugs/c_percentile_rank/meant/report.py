from stats import percentile


def latency_report():
    samples = [120, 95, 101, 250, 88, 97, 130, 99]
    return {
        "p50": percentile(samples, 50),
        "p90": percentile(samples, 90),
        "max": percentile(samples, 100),
    }


def format_report(rep):
    return ", ".join(f"{k}={v}ms" for k, v in rep.items())
