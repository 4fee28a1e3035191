# -*- coding: utf-8 -*-
# 合并每月的销售表（每个文件一个月），输出一个总表
import glob
import os

import pandas as pd

输入目录 = r"D:\销售数据\2024"
输出文件 = r"D:\销售数据\2024_汇总.xlsx"


def 读取一个月(路径):
    df = pd.read_excel(路径, sheet_name=0, dtype={"客户编号": str})
    df["月份"] = os.path.splitext(os.path.basename(路径))[0]
    return df


# 下面这段是从CSDN上抄的：按客户汇总并排序
def 汇总(df):
    结果 = (
        df.groupby(["客户编号", "客户名称"], as_index=False)
        .agg(销售额=("金额", "sum"), 订单数=("订单号", "nunique"))
        .sort_values("销售额", ascending=False)
    )
    结果["占比"] = 结果["销售额"] / 结果["销售额"].sum()
    return 结果
# ————————————————
# 版权声明：本文为CSDN博主「数据小王子」的原创文章，遵循CC 4.0 BY-SA版权协议，转载请附上原文出处链接及本声明。
# 原文链接：https://blog.csdn.net/shuju_xwz/article/details/128840512


def main():
    文件列表 = sorted(glob.glob(os.path.join(输入目录, "*.xlsx")))
    if not 文件列表:
        print("没有找到文件：", 输入目录)
        return
    全部 = pd.concat([读取一个月(p) for p in 文件列表], ignore_index=True)
    表 = 汇总(全部)
    with pd.ExcelWriter(输出文件) as writer:
        全部.to_excel(writer, sheet_name="明细", index=False)
        表.to_excel(writer, sheet_name="按客户", index=False)
    print(f"共 {len(文件列表)} 个文件，{len(全部)} 行，已保存到 {输出文件}")


if __name__ == "__main__":
    main()
