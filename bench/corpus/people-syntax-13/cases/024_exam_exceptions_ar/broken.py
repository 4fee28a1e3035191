# امتحان البرمجة المتقدمة - السؤال الثالث: الاستثناءات
# الاسم: يوسف الخطيب    الشعبة: ب


# أ) استثناء خاص بنا يرث من Exception
class InvalidGradeError(Exception):
    def __init__(self, value message="الدرجة يجب أن تكون بين 0 و 100"):
        self.value = value
        super().__init__(f"{message}: {value}")


# ب) دالة تتحقق من الدرجة وترمي الاستثناء
def check_grade(value):
    grade = float(value)          # قد ترمي ValueError إذا لم يكن رقماً
    if grade < 0 or grade > 100:
        raise InvalidGradeError(grade)
    return grade


# ج) قراءة الدرجات من المستخدم حتى يكتب "تم"
def read_grades():
    grades = []
    while True:
        text = input("أدخل درجة (أو تم للإنهاء): ").strip()
        if text == "تم":
            break
        try:
            grades.append(check_grade(text))
        except ValueError:
            print("هذا ليس رقماً، حاول مرة أخرى")
        exept InvalidGradeError as e:
            print("خطأ:", e)
    return grades


# د) المتوسط مع معالجة القسمة على صفر و استخدام else و finally
def average(grades):
    try:
        result = sum(grades) / len(grades)
    except ZeroDivisionError:
        print("لا توجد درجات!")
    result = None
    else:
        print("عدد الدرجات:", len(grades))
    finally:
        print("انتهى حساب المتوسط")
    return result


grades = read_grades()
avg = average(grades)
if avg is not None:
    print(f"المتوسط = {avg:.1f}")
