"""Webhook bodies the payment tests post, as the provider sends them."""
import json

import pytest

PAID = '{"id": "evt_01", "type": "payment.paid", "data": {"amount": 1250}}'
REFUSED = '{"id": "evt_02", "type": "payment.refused", "data": {"reason": "funds"}}'


@pytest.fixture
def paid_event():
    return json.loads(PAID)


@pytest.fixture
def refused_event():
    return json.loads(REFUSED)
