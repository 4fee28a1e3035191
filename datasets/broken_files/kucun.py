"""库存管理系统 —— Python 课程作业（第五周）"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Optional


class 类别(Enum)：
    食品 = "food"
    电子 = "electronics"
    文具 = "stationery"


@dataclass(order=True)
class 商品:
    编号: str
    名称: str = field(compare=False)
    价格: float = field(compare=False)
    数量: int = field(default=0, compare=False)
    类: 类别 = field(default=类别.文具, compare=False)

    def 总价(self) -> float
        return self.价格 * self.数量


@dataclass
class 仓库:
    名字: str
    商品表: dict[str, 商品] = field(default_factory=dict)
    日志: list[str] = field(default_factory=list)

    def 入库(self, 货: 商品) -> None:
        # 如果已经有这个商品，就增加数量
        if 货.编号 in self.商品表
            self.商品表[货.编号].数量 += 货.数量
        else:
            self.商品表[货.编号] = 货
        self.日志.append(f"入库 {货.名称} x{货.数量}")

    def 出库(self, 编号: str, 数量: int) -> bool:
        货 = self.商品表.get(编号)
        if 货 is None:
            print(f"没有编号为 {编号} 的商品"）
            return False
        if 货.数量 < 数量:
            print(f"{货.名称} 库存不足：只有 {货.数量} 件")
            return False
        货.数量 -= 数量
        self.日志.append(f"出库 {货.名称} x{数量}")
        return True

    def 查找(self, 关键字: str) -> list[商品]:
        return [g for g in self.商品表.values() if 关键字 in g.名称

    def 按类别统计(self) -> dict[类别, float]:
        结果: dict[类别, float] = {}
        for g in self.商品表.values():
            结果[g.类] = 结果.get(g.类，0.0) + g.总价()
        return 结果

    def 最贵的(self) -> Optional[商品]:
        if not self.商品表:
            return None
        return max(self.商品表.values(), key=lambda g: g.价格)


def 打印报表(库: 仓库) -> None:
    print(f"=== {库.名字} ===")
    for g in sorted(库.商品表.values()):
        print(f"{g.编号:<6}{g.名称:<10}{g.价格:>8.2f} 元 x {g.数量:<4} = {g.总价():>10.2f}")
    for 类, 金额 in 库.按类别统计().items()
        print(f"  {类.name}: {金额:.2f} 元")
    贵 = 库.最贵的()
    if 贵:
        print(f"最贵的商品：{贵.名称}（{贵.价格} 元）")


if __name__ == "__main__":
    库 = 仓库("一号仓库")
    库.入库(商品("A01", "苹果", 5.5, 100, 类别.食品)
    库.入库(商品("E07", "耳机", 199.0, 12, 类别.电子))
    库.入库(商品("S03", "铅笔", 1.2, 500))
    库.入库(商品("A01", "苹果", 5.5, 20, 类别.食品))
    库.出库("E07", 3)
    库.出库("S03", 1000)
    打印报表(库)
    print("\n".join(库.日志))
