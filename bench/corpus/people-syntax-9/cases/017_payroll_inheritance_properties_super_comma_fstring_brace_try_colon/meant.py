"""OOP homework: payroll with inheritance and properties.

Employee is the base class; Manager gets a bonus per report, Intern has a fixed stipend.
"""


class Employee:
    raise_pct = 0.03

    def __init__(self, name, salary):
        self.name = name
        self.salary = salary

    @property
    def salary(self):
        return self._salary

    @salary.setter
    def salary(self, value):
        if value < 0:
            raise ValueError("salary cannot be negative")
        self._salary = round(value, 2)

    @property
    def monthly(self):
        return round(self.salary / 12, 2)

    def give_raise(self):
        self.salary = self.salary * (1 + self.raise_pct)

    def describe(self):
        return f"{self.name:<12} {type(self).__name__:<8} {self.monthly:>10.2f}/month"


class Manager(Employee):
    raise_pct = 0.05

    def __init__(self, name, salary, bonus_per_report=1500):
        super().__init__(name, salary)
        self.bonus_per_report = bonus_per_report
        self.reports = []

    def add_report(self, employee):
        if employee is self:
            raise ValueError("a manager cannot report to themselves")
        self.reports.append(employee)

    @property
    def monthly(self):
        bonus = self.bonus_per_report * len(self.reports)
        return round((self.salary + bonus) / 12, 2)


class Intern(Employee):
    def __init__(self, name, stipend):
        super().__init__(name, stipend * 12)
        self.stipend = stipend

    def give_raise(self):
        pass  # interns don't get raises, the stipend is fixed


def payroll(staff):
    total = 0
    for person in staff:
        print(person.describe())
        total += person.monthly
    print(f"{'TOTAL':<21} {total:>10.2f}/month")
    return total


if __name__ == "__main__":
    boss = Manager("Amara", 84000)
    devs = [Employee("Lukas", 61000), Employee("Yuki", 58500)]
    intern = Intern("Sam", 1200)
    for d in devs + [intern]:
        boss.add_report(d)
    staff = [boss] + devs + [intern]
    payroll(staff)
    for p in staff:
        p.give_raise()
    print("after raises:")
    payroll(staff)
    try:
        devs[0].salary = -5
    except ValueError as err:
        print("rejected:", err)
