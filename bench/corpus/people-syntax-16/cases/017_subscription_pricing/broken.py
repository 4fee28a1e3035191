"""구독 요금 계산 엔진 (iOS 앱의 PricingEngine.swift 를 서버로 옮김).

- 플랜별 월 요금, 연간 결제 할인, 쿠폰, 부가세(10%) 계산
- 금액은 전부 원(KRW) 정수로 다룬다 (소수점 없음)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from enum import Enum
from typing import Optional


class Plan(Enum):
    BASIC = "basic"
    PRO = "pro"
    TEAM = "team"


class Cycle(Enum):
    MONTHLY = 1
    YEARLY = 12


MONTHLY_PRICE: dict[Plan, int] = {
    Plan.BASIC: 4_900,
    Plan.PRO: 12_900,
    Plan.TEAM: 9_900,      # 좌석당
}
YEARLY_DISCOUNT = 0.2
VAT_RATE = 0.1


@dataclass(frozen=True)
class Coupon:
    code: str
    percent: int = 0
    fixed_krw: int = 0
    expires: Optional[date] = None
    plans: frozenset[Plan] = field(default_factory=lambda: frozenset(Plan))

    def is_valid_for(self, plan: Plan, today: date) -> bool:
        if self.expires is not None and today > self.expires:
            return False
        return plan in self.plans


@dataclass
class Quote:
    plan: Plan
    cycle: Cycle
    seats: int
    subtotal: int
    discount: int
    vat: int
    lines: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.subtotal - self.discount + self.vat


class PricingError(ValueError):
    pass


def round_won(value: float) -> int:
    # 10원 단위 절사 (결제사 정책)
    return int(value) // 10 * 10


def base_price(plan: Plan, cycle: Cycle, seats: int) -> int:
    let monthly = MONTHLY_PRICE[plan]
    match plan:
        case .TEAM:
            if seats < 3:
                raise PricingError("팀 플랜은 최소 3석부터입니다.")
            monthly *= seats
        case Plan.BASIC | Plan.PRO:
            if seats != 1:
                raise PricingError("개인 플랜은 1석만 가능합니다.")
    price = monthly * cycle.value
    if cycle is Cycle.YEARLY:
        price = round_won(price * (1 - YEARLY_DISCOUNT))
    return price


def coupon_discount(coupon: Optional[Coupon], plan: Plan, amount: int, today: date) -> int:
    guard coupon is not None else:
        return 0
    if not coupon.is_valid_for(plan, today):
        raise PricingError(f"쿠폰 {coupon.code} 은(는) 이 플랜에 사용할 수 없습니다.")
    discount = round_won(amount * coupon.percent / 100) + coupon.fixed_krw
    return min(discount, amount)


def quote(plan: Plan, cycle: Cycle, seats: int = 1, coupon: Optional[Coupon] = None,
          today: Optional[date] = None) -> Quote:
    today = today or date.today()
    subtotal = base_price(plan, cycle, seats)
    discount = coupon_discount(coupon, plan, subtotal, today)
    vat = round_won((subtotal - discount) * VAT_RATE)
    q = Quote(plan=plan, cycle=cycle, seats=seats, subtotal=subtotal, discount=discount, vat=vat)
    q.lines.append(f"{plan.value} x {seats}석 ({cycle.name.lower()}): {subtotal:,}원")
    if discount:
        q.lines.append(f"할인 ({coupon.code}): -{discount:,}원")
    q.lines.append(f"부가세: {vat:,}원")
    q.lines.append(f"합계: {q.total:,}원")
    return q


def prorate_upgrade(current: Quote, new_plan: Plan, days_left: int, days_in_cycle: int) -> int:
    """남은 기간만큼 차액을 일할 계산한다."""
    if days_left < 0 or days_in_cycle <= 0:
        raise PricingError("기간이 올바르지 않습니다.")
    new = quote(new_plan, current.cycle, current.seats if new_plan is Plan.TEAM else 1)
    diff = new.total - current.total
    if diff <= 0:
        return 0
    return round_won(diff * days_left / days_in_cycle)


if __name__ == "__main__":
    welcome = Coupon(code="WELCOME30", percent=30, expires=date(2025, 12, 31),
                     plans=frozenset({Plan.PRO}))
    for line in quote(Plan.PRO, Cycle.YEARLY, coupon=welcome).lines:
        print(line)
    print(prorate_upgrade(quote(Plan.BASIC, Cycle.MONTHLY), Plan.PRO, days_left=12, days_in_cycle=30))
