from calendar_utils import add_days


def due_date(invoice_date, terms_days=30):
    return add_days(*invoice_date, terms_days)


def january_invoice():
    return due_date((2024, 1, 20), 30)


def yearly_renewal():
    return due_date((2023, 12, 15), 365)
