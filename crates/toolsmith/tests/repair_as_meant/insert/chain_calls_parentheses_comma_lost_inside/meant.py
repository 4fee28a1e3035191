def summary(df):
    return (
        df.groupby("shop")
        .agg(
            total=("sales", "sum"),
            mean=("sales", "mean"),
        )
        .sort_values("total", ascending=False)
        .round(2)
    )
