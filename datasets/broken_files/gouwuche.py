# 购物车 (shopping cart) 练习
from dataclasses import dataclass, field


@dataclass
class 商品
    名称: str
    价格: float
    数量: int = 1

    def 小计(self)
        return self.价格 * self.数量


@dataclass
class 购物车:
    商品列表: list = field(default_factory=list)
    折扣: float = 0.0  # 0.1 表示九折

    def 添加(self, 物品):
        for 已有 in self.商品列表:
            if 已有.名称 == 物品.名称
            已有.数量 += 物品.数量
                return
        self.商品列表.append(物品)

    def 删除(self, 名称):
        self.商品列表 = [p for p in self.商品列表 if p.名称 != 名称]

    def 总价(self):
        合计 = sum(p.小计() for p in self.商品列表)
        return round(合计 * (1 - self.折扣, 2)


车 = 购物车(折扣=0.1)
车.添加(商品("苹果", 3.5, 4)
车.添加(商品("牛奶", 12.0))
车.添加(商品("苹果", 3.5, 2))
车.删除("面包")
for p in 车.商品列表:
    print(f"{p.名称} x{p.数量} = {p.小计():.2f})
print("总价:", 车.总价())
