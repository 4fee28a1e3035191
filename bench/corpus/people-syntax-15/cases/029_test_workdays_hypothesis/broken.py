"""영업일 계산 유틸(bizdays) 테스트 - 예제 기반 + hypothesis 속성 테스트.

공휴일 데이터: tests/data/kr_holidays_2024.json (설/추석 대체공휴일 포함)
"""
import datetime as dt

import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

from bizdays import add_workdays, count_workdays, is_workday, load_holidays

HOLIDAYS = load_holidays("tests/data/kr_holidays_2024.json")

dates_2024 = st.dates(min_value=dt.date(2024, 1, 1), max_value=dt.date(2024, 12, 31))


@pytest.mark.parametrize(
    "day, expected",
    [
        (dt.date(2024, 2, 9), False),    # 설 연휴
        (dt.date(2024, 2, 12), False),   # 설 대체공휴일
        (dt.date(2024, 2, 13), True),
        (dt.date(2024, 5, 6), False),    # 어린이날 대체공휴일
        (dt.date(2024, 9, 16), False),   # 추석 연휴
        (dt.date(2024, 10, 3), False),   # 개천절
        (dt.date(2024, 10, 4), True),
        (dt.date(2024, 12, 25), False),
        (dt.date(2024, 12, 28), False),  # 토요일
    ],
)
def test_is_workday_examples(day, expected):
    assert is_workday(day, HOLIDAYS) is expected


@given(dates_2024)
def test_weekend_never_workday(day):
    assume(day.weekday() >= 5)
    assert not is_workday(day, HOLIDAYS)


@given(dates_2024, st.integers(min_value=0, max_value=60)
@example(dt.date(2024, 2, 8), 1)   # 설 연휴 직전 (버그 #231)
@settings(max_examples=300, deadline=None)
def test_add_then_count_roundtrip(start, n):
    assume(is_workday(start, HOLIDAYS))
    end = add_workdays(start, n, HOLIDAYS)
    assert is_workday(end, HOLIDAYS)
    assert count_workdays(start, end, HOLIDAYS) == n, "%s -> %s" % start, end


@given(dates_2024, dates_2024)
def test_count_is_antisymmetric(a, b):
    assert count_workdays(a, b, HOLIDAYS) == -count_workdays(b, a, HOLIDAYS)


@given(dates_2024, st.integers(min_value=1, max_value=30))
def test_add_is_monotonic(start, n):
    days = [add_workdays(start, k, HOLIDAYS) for k in range(n + 1)]
    assert all(x < y for x, y in zip(days, days[1:))


def test_count_same_day_is_zero():
    checks = [count_workdays(d, d, HOLIDAYS) == 0 for d in (dt.date(2024, 1, 2), dt.date(2024, 2, 10))]
    assert all(checks)


def test_holidays_loaded():
    # 2024년 공휴일 + 대체공휴일 = 18일 (주말과 겹치는 날 포함)
    assert len(HOLIDAYS) == 18
    assert dt.date(2024, 4, 10) in HOLIDAYS, "국회의원 선거일 빠짐"
    weekend_holidays = list(filter(lambda d: d.weekday() >= 5, HOLIDAYS))
    assert weekend_holidays, "주말 공휴일도 들어 있어야 함"
