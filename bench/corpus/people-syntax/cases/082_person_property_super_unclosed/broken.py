class Person:
    def __init__(self, name, age):
        self.name = name
        self.age = age

    def __str__(self):
        return "%s (%d)" % (self.name, self.age)


class Employee(Person)
    def __init__(self, name, age, company, salary):
        super().__init__(name, age
        self.company = company
        self.salary = salary

    @property
    def email(self)
        first = self.name.split()[0].lower()
        return first + "@" + self.company.lower() + ".com"

    def raise_salary(self, percent):
        self.salary = self.salary * (1 + percent / 100)


e = Employee("Grace Hopper", 45, "Navy", 5000)
print(e, e.email)
e.raise_salary(10)
print(e.salary)
