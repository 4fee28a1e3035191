# 库存预警脚本：每天早上检查库存，把低于安全库存的商品打印出来发给采购
import csv
import sys

安全库存 = 20


def 读取库存(文件名):
    商品列表 = []
    with open(文件名, encoding="utf-8") as f:
        for 行 in csv.DictReader(f):
            商品列表.append((行["sku"], 行["名称"], int(行["库存"])))
    return 商品列表


def 低库存(商品列表, 阈值=安全库存):
    return [(sku, 名称, 数量) for sku, 名称, 数量 in 商品列表 if 数量 < 阈值]


if __name__ == "__main__":
    文件 = sys.argv[1] if len(sys.argv) > 1 else "inventory.csv"
    清单 = 低库存(读取库存(文件))
    if 清单:
        print(f"库存预警：{len(清单)} 个商品低于安全库存")
        for sku, 名称, 数量 in 清单:
            print(f"  {sku}  {名称}  剩余 {数量}")
    else:
        print("库存正常，无需预警")
