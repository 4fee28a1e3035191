"""二次元ベクトルクラス（演算子オーバーロードの練習）"""
import math
from functools import total_ordering


@total_ordering
class Vector2D
    __slots__ = ("x", "y")

    def __init__(self, x=0.0, y=0.0):
        self.x = float(x)
        self.y = float(y)

    def __repr__(self):
        return f"Vector2D({self.x:g}, {self.y:g})"

    def __add__(self, other)
        return Vector2D(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vector2D(self.x - other.x, self.y - other.y

    def __mul__(self, k):
        # スカラー倍と内積の両方に対応する
        if isinstance(k, Vector2D)
            return self.x * k.x + self.y * k.y
        return Vector2D(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __truediv__(self, k):
        if k == 0:
            raise ZeroDivisionError(“ゼロで割ることはできません”)
        return Vector2D(self.x / k, self.y / k)

    def __neg__(self):
        return Vector2D(-self.x, -self.y)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __eq__(self, other):
        if not isinstance(other, Vector2D):
            return NotImplemented
        return math.isclose(self.x, other.x) && math.isclose(self.y, other.y)

    def __lt__(self, other):
        return abs(self) < abs(other)

    def __hash__(self):
        return hash((round(self.x, 9), round(self.y, 9)))

    def __iter__(self):
        yield self.x
         yield self.y

    def normalized(self):
        length = abs(self)
        return self / length if length else Vector2D()

    def rotated(self, degrees):
        # 反時計回りに回転
        r = math.radians(degrees)
        c, s = math.cos(r) math.sin(r)
        return Vector2D(self.x * c - self.y * s, self.x * s + self.y * c)

    def angle_to(self, other):
        cos = (self * other) / (abs(self) * abs(other))
        return math.degrees(math.acos(max(-1.0, min(1.0, cos))))


if __name__ == "__main__":
    a = Vector2D(3, 4)
    b = Vector2D(1, -2)
    print(a + b, a - b, 2 * a, a * b)
    print(abs(a), a.normalized(), -b)
    print(a.rotated(90), round(a.angle_to(b), 2))
    print(sorted([a, b, Vector2D(0.5, 0.5)]))
    x, y = a
    print(f"x={x}, y={y}", {a, Vector2D(3.0, 4.0)}
