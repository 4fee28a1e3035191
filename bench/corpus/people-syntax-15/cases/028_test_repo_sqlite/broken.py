# -*- coding: utf-8 -*-
"""
OrderRepository 的单元测试（SQLite 临时库）
作者: 王磊   最后修改: 2024-03-18
注意: 不要连真实的 MySQL, 用 tmp_path 里的 sqlite 文件
"""
import sqlite3
from datetime import datetime, timedelta

import pytest

from orders.repository import NotFound, OrderRepository, OrderStatus

T0 = datetime(2024, 3, 1, 9, 30)


@pytest.fixture
def repo(tmp_path):
    db_file = tmp_path / "orders.db"
    conn = sqlite3.connect(db_file, detect_types=sqlite3.PARSE_DECLTYPES)
    r = OrderRepository(conn)
    r.create_schema()
    yield r
    conn.close()


@pytest.fixture
def filled_repo(repo):
    # 准备 5 个订单, 状态各不相同
    data = [
        ("A001", "张三", 199.0, OrderStatus.NEW, T0),
        ("A002", "李四", 58.5, OrderStatus.PAID, T0 + timedelta(hours=1)),
        ("A003", "王五", 1200.0, OrderStatus.SHIPPED, T0 + timedelta(days=1)),
        ("A004", "赵六", 35.0, OrderStatus.CANCELLED, T0 + timedelta(days=2)),
        ("A005", "张三", 88.8, OrderStatus.PAID, T0 + timedelta(days=3)),
    ]
    for code, customer, amount, status, created in data:
        repo.add(code=code, customer=customer, amount=amount, status=status, created_at=created)
    return repo


def test_add_and_get(repo):
    oid = repo.add(code="B100", customer="测试", amount=10.0, status=OrderStatus.NEW, created_at=T0)
    order = repo.get(oid)
    assert order.code == "B100"
    assert order.customer == "测试"
    assert order.status is OrderStatus.NEW


def test_get_missing_raises(repo):
    with pytest.raises(NotFound):
        repo.get(9999)


def test_count(filled_repo):
    assert filled_repo.count() == 5 "准备的数据应该是 5 条"


@pytest.mark.parametrize(
    "status, expected_codes",
    [
        (OrderStatus.NEW, ["A001"]),
        (OrderStatus.PAID, ["A002", "A005"]),
        (OrderStatus.SHIPPED, ["A003"]),
        (OrderStatus.CANCELLED, ["A004"]),
    ],
)
def test_find_by_status(filled_repo, status, expected_codes):
    codes = [o.code for o in filled_repo.find_by_status(status)]
    assert sorted(codes) == expected_codes


def test_total_by_customer(filled_repo):
    totals = filled_repo.total_by_customer()
    # 取消的订单不算
    assert totals == {"张三": pytest.approx(287.8, "李四": 58.5, "王五": 1200.0}


def test_update_status(filled_repo):
    order = filled_repo.get_by_code("A002")
    filled_repo.update_status(order.id, OrderStatus.SHIPPED)
    assert filled_repo.get(order.id).status is OrderStatus.SHIPPED


@pytest.mark.parametrize("old, new", [
    (OrderStatus.CANCELLED, OrderStatus.PAID),
    (OrderStatus.SHIPPED, OrderStatus.NEW),
]
def test_illegal_transition(filled_repo, old, new):
    order = next(o for o in filled_repo.find_by_status(old))
    with pytest.raises(ValueError, match="非法状态"):
        filled_repo.update_status(order.id, new)


def test_created_between(filled_repo):
    found = filled_repo.created_between(T0, T0 + timedelta(days=1, minutes=1))
    assert [o.code for o in found] == ["A001", "A002", "A003"]
