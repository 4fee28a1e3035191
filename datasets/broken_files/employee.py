class Employee:
    raise_rate = 1.04

    def __init__(self, first, last, pay):
        self.first = first
        self.last = last
        self.pay = pay

    @property
    def email(self):
        return f"{self.first}.{self.last}@company.com".lower()

    def fullname(self):
        return "{} {}".format(self.first, self.last

    def apply_raise(self):
         self.pay = int(self.pay * self.raise_rate)


class Manager(Employee)
    def __init__(self, first, last, pay, employees=None):
        super().__init__(first, last, pay)
        if employees is None
            self.employees = []
        else:
            self.employees = employees

    def add_emp(self emp):
        if emp not in self.employees:
            self.employees.append(emp)

    def print_emps(self):
        for emp in self.employees
            print "-->", emp.fullname()


dev = Employee("Corey", "Schafer", 50000)
mgr = Manager("Sue", "Smith", 90000, [dev)
mgr.apply_raise()
print(mgr.pay)
mgr.print_emps()
