"""
LeaveTracker - employee leave balances for the Chennai delivery centre.

Reads leave_requests.csv exported from the HR portal, validates each request
against the employee's balance and the holiday calendar, and prints a report.
Ported from our old Java batch job.  -- Karthik R.
"""
import csv
import sys
from datetime import date, datetime, timedelta

ANNUAL_QUOTA = {"CL": 12, "SL": 12, "EL": 18}
HOLIDAYS_2024 = {
    date(2024, 1, 15),   # Pongal
    date(2024, 1, 26),   # Republic Day
    date(2024, 4, 14),   # Tamil New Year
    date(2024, 8, 15),   # Independence Day
    date(2024, 10, 31),  # Deepavali


class InvalidRequestException(Exception):
    pass


class Employee:
    def __init__(self, emp_id, name, manager):
        self.emp_id = emp_id
        self.name = name
        self.manager = manager
        self.used = {"CL": 0, "SL": 0, "EL": 0}

    def get_balance(self, leave_type):
        return ANNUAL_QUOTA[leave_type] - self.used[leave_type]

    def __str__(self):
        return "%s (%s)" % (self.name, self.emp_id)


class LeaveRequest:
    def __init__(self, employee, leave_type, start, end, reason):
        self.employee = employee
        self.leave_type = leave_type
        self.start = start
        self.end = end
        self.reason = reason
        self.status = "PENDING"

    def working_days(self):
        int count = 0
        day = self.start
        while day <= self.end:
            if day.weekday() < 5 and day not in HOLIDAYS_2024:
                count += 1
            day = day + timedelta(days=1)
        return count


class LeaveService:
    def __init__(self):
        self.employees = {}
        self.requests = []

    def get_or_create_employee(self, emp_id, name, manager):
        if emp_id not in self.employees:
            self.employees[emp_id] = Employee(emp_id, name, manager)
        return self.employees[emp_id]

    def validate(self, request):
        if request.leave_type not in ANNUAL_QUOTA:
            raise InvalidRequestException("unknown leave type " + request.leave_type)
        if request.end < request.start:
            raise InvalidRequestException("end date before start date")
        days = request.working_days()
        if days == 0:
            raise InvalidRequestException("no working days in range")
        if days > request.employee.get_balance(request.leave_type):
            raise InvalidRequestException("insufficient %s balance" % request.leave_type)
        if request.leave_type == "SL" and days > 2 and not request.reason:
            raise InvalidRequestException("medical certificate reason required for SL > 2 days")
        return days

    def process(self, request):
        try:
            days = self.validate(request)
            request.employee.used[request.leave_type] += days
            request.status = "APPROVED"
        catch (InvalidRequestException e):
            request.status = "REJECTED: " + str(e)
        self.requests.append(request)

    def load_csv(self, path):
        with open(path, newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f):
                emp = self.get_or_create_employee(row["emp_id"], row["name"], row["manager"])
                start = datetime.strptime(row["from"], "%d-%m-%Y").date()
                end = datetime.strptime(row["to"], "%d-%m-%Y").date()
                request = new LeaveRequest(emp, row["type"].strip().upper(), start, end, row.get("reason", ""))
                self.process(request)

    def print_report(self):
        approved = 0
        rejected = 0
        for r in self.requests:
            if r.status == "APPROVED":
                approved += 1
            else:
                rejected += 1
                print("%-25s %s %s..%s  %s" % (r.employee, r.leave_type, r.start, r.end, r.status))
        print()
        print("Approved: %d, Rejected: %d" % (approved, rejected))
        print()
        print("%-25s %4s %4s %4s" % ("Employee", "CL", "SL", "EL"))
        for emp in sorted(self.employees.values(), key=lambda e: e.name):
            print("%-25s %4d %4d %4d" % (emp, emp.get_balance("CL"), emp.get_balance("SL"), emp.get_balance("EL")))


def main(args):
    service = LeaveService()
    path = args[0] if len(args) > 0 else "leave_requests.csv"
    service.load_csv(path)
    service.print_report()


if __name__ == "__main__":
    main(sys.argv[1:])
