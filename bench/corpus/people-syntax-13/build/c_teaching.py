"""021-030: teaching material (a teacher's worked examples) and students' written exam
answers typed up afterwards.

meant.py is what the teacher or the student meant, with only the slips undone; logic
that is wrong or clumsy but valid stays (noted where it exists), and so do the comments
in the author's language.
"""
from lib import M, case, START, END
from helpers import meant, tabify, between


case("recursivite_cours", "French secondary-school teacher (NSI), worked examples",
     meant("recursivite_cours"),
     [
         M("unclosed_paren",
           "`return est_palindrome(mot[1:-1]` lost its final `)`. The unclosed call runs over two "
           "blank lines and two comment lines into `def puissance`, and CPython reports the `(` as "
           "never closed. meant.py closes the call after the slice.",
           ("    return est_palindrome(mot[1:-1])\n", "    return est_palindrome(mot[1:-1]\n")),
         M("assign_for_eq",
           "`if n % 2 = 0:` - `=` for `==`; the comment above the function says \"si n est pair\".",
           ("    if n % 2 == 0:\n", "    if n % 2 = 0:\n")),
         M("missing_colon",
           "`def hanoi(n, depart, arrivee, intermediaire)` has no colon.",
           ("def hanoi(n, depart, arrivee, intermediaire):\n", "def hanoi(n, depart, arrivee, intermediaire)\n")),
     ],
     note="Situation: the teacher's file of corrected examples on recursion, shared with the "
          "class before a test; comments in French.")


case("klausur_bankkonto", "German first-year student, exam answer typed up afterwards",
     meant("klausur_bankkonto"),
     [
         M("missing_colon",
           "`def __init__(self, inhaber, kontostand=0.0)` of `Konto` has no colon.",
           ("    def __init__(self, inhaber, kontostand=0.0):\n        self.inhaber",
            "    def __init__(self, inhaber, kontostand=0.0)\n        self.inhaber")),
         M("misspelt_keyword",
           "`retrun zinsen` in `zinsen_gutschreiben` - a transposition; the test at the end "
           "prints the returned interest.",
           ("        return zinsen\n", "        retrun zinsen\n")),
         M("unclosed_paren",
           "`super().__init__(inhaber, kontostand` in `Sparkonto.__init__` lost its `)`. meant.py "
           "closes the call after the two arguments the parent takes.",
           ("        super().__init__(inhaber, kontostand)\n", "        super().__init__(inhaber, kontostand\n")),
     ],
     note="Situation: a student's answer to the classes-and-inheritance question of a written "
          "exam, typed up from the paper afterwards to compare with the published solution; "
          "comments and names in German.")


case("esame_file_voti", "Italian first-year student, exam answer typed up afterwards",
     meant("esame_file_voti"),
     [
         M("missing_colon",
           "`with open(nome_file, \"r\", encoding=\"utf-8\") as f` in `leggi_voti` has no colon.",
           ("    with open(nome_file, \"r\", encoding=\"utf-8\") as f:\n",
            "    with open(nome_file, \"r\", encoding=\"utf-8\") as f\n")),
         M("unclosed_paren",
           "In `sorted(studenti.items(), key=lambda coppia: media(coppia[1]), reverse=True)` the "
           "`)` of `media(` is missing, so `reverse=True` becomes an argument of `media(` and the "
           "`)` at the end closes it, leaving `sorted(` open. meant.py closes `media(` after "
           "`coppia[1]`: `reverse=True` belongs to `sorted` (the comment says highest average "
           "first).",
           ("media(coppia[1]), reverse=True)", "media(coppia[1], reverse=True)")),
         M("unterminated_string",
           "`f.write(f\"{nome}: {media(voti):.2f}\\n)` - the closing quote of the f-string is "
           "missing; meant.py closes it after `\\n`.",
           ("{media(voti):.2f}\\n\")\n", "{media(voti):.2f}\\n)\n")),
     ],
     note="Situation: a student's answer to the file-handling exercise of a written exam, "
          "typed up afterwards; comments and names in Italian.")


case("exam_exceptions_ar", "Jordanian second-year student, exam answer typed up afterwards",
     meant("exam_exceptions_ar"),
     [
         M("missing_comma_params",
           "`def __init__(self, value message=...)` - the comma between the parameters `value` "
           "and `message` is missing.",
           ("def __init__(self, value, message=", "def __init__(self, value message=")),
         M("misspelt_keyword",
           "`exept InvalidGradeError as e:` - `except` misspelt in the second handler of "
           "`read_grades`.",
           ("        except InvalidGradeError as e:\n", "        exept InvalidGradeError as e:\n")),
         M("dedented_line_orphans_else",
           "In `average`, `result = None` (the last line of the `except ZeroDivisionError` "
           "block) was typed at 4 spaces, the level of `try:`. That ends the `try` statement, "
           "so the `else:` on the next line has nothing to belong to and is where CPython "
           "complains. meant.py indents it to 8 spaces with the `print` above it: the question "
           "asks for `else` and `finally` on the same `try`.",
           ("        result = None\n    else:\n", "    result = None\n    else:\n")),
     ],
     note="Situation: a student's answer to the exceptions question of a written exam "
          "(custom exception, try/except/else/finally), typed up afterwards; comments and "
          "messages in Arabic script, identifiers in English.")


case("ujian_generator", "Indonesian second-semester student, exam answer typed up afterwards",
     meant("ujian_generator"),
     [
         M("misspelt_keyword",
           "`yeild n` in `bilangan_prima` - `yield` misspelt (the question asks for a generator).",
           ("            yield n\n", "            yeild n\n")),
         M("missing_colon",
           "`def baca_per_blok(nama_file, ukuran=1024)` has no colon.",
           ("def baca_per_blok(nama_file, ukuran=1024):\n", "def baca_per_blok(nama_file, ukuran=1024)\n")),
         M("assign_for_eq",
           "`if x % 2 = 0` in the generator expression of part d; the comment asks for even "
           "numbers, as part e writes `p % 10 == 3`. meant.py has `==`.",
           ("if x % 2 == 0)", "if x % 2 = 0)")),
     ],
     note="Situation: a student's answer to the generators question of a mid-term exam, typed "
          "up afterwards; comments and names in Indonesian.")


case("tansaku_to_sort", "Japanese high-school informatics teacher, worked examples",
     meant("tansaku_to_sort"),
     [
         M("docstring_mismatched_quotes",
           "The three-line docstring of `binary_search` ends with `\"\"` instead of `\"\"\"`. The "
           "string runs on to the `\"\"\"` that opens the docstring of `bubble_sort`, fourteen "
           "lines below, and the Japanese text after it is read as code (CPython stops at the "
           "full-width colon). meant.py closes the docstring with three quotes.",
           ("    比較回数はおよそ log2(n) 回。\n    \"\"\"\n", "    比較回数はおよそ log2(n) 回。\n    \"\"\n")),
         M("missing_colon",
           "`while j >= 0 and a[j] > key` in `insertion_sort` has no colon.",
           ("        while j >= 0 and a[j] > key:\n", "        while j >= 0 and a[j] > key\n")),
         M("unclosed_paren",
           "`print(\"挿入:\", insertion_sort(data)` - the `)` of `print(` is missing; meant.py "
           "closes it as in the two `print` lines above.",
           ("print(\"挿入:\", insertion_sort(data))\n", "print(\"挿入:\", insertion_sort(data)\n")),
     ],
     note="Situation: the teacher's summary file of the searching-and-sorting lesson, handed "
          "out to two classes; comments and docstrings in Japanese.")


case("exam_recursion_arabizi", "Egyptian first-year student, exam answer typed up afterwards",
     meant("exam_recursion_arabizi"),
     [
         M("unclosed_paren",
           "`return x * power(x, n - 1` - the `)` of the recursive call is missing.",
           ("    return x * power(x, n - 1)\n", "    return x * power(x, n - 1\n")),
         M("elif_after_else",
           "In `bsearch` the student wrote the `else:` branch (go right) before the "
           "`elif lst[mid] > target:` branch (go left); an `elif` cannot follow `else`. "
           "meant.py puts the `elif` branch first and the `else` last, which is what the two "
           "conditions mean (the `else` covers `lst[mid] < target`).",
           ("    elif lst[mid] > target:\n        return bsearch(lst, target, low, mid - 1)\n"
            "    else:\n        return bsearch(lst, target, mid + 1, high)\n",
            "    else:\n        return bsearch(lst, target, mid + 1, high)\n"
            "    elif lst[mid] > target:\n        return bsearch(lst, target, low, mid - 1)\n")),
         M("unterminated_string",
           "`print(reverse(\"python))` - the closing quote of `\"python\"` is missing.",
           ("print(reverse(\"python\"))", "print(reverse(\"python))")),
     ],
     note="Situation: a student's answer to the recursion question of a final exam, typed up "
          "afterwards; comments in Egyptian Arabic written in Latin letters (Arabizi, with "
          "digits for Arabic sounds: 7, 2, 8).")


case("fraction_class_demo", "US high-school computer science teacher, worked example",
     meant("fraction_class_demo"),
     [
         M("unclosed_paren_far",
           "The two-line `return Fraction(self.num * other.den + other.num * self.den,` / "
           "`self.den * other.den)` in `__add__` lost the `)` at the end of its second line; "
           "CPython reports the `(` of `Fraction(` on the line above as never closed. meant.py "
           "closes it at the end of the continuation line, as the alignment shows.",
           ("                        self.den * other.den)\n", "                        self.den * other.den\n")),
         M("continuation_without_parens",
           "`__eq__` returns a condition split over two lines, but the teacher left out the "
           "parentheses that make the second line a continuation: `return self.num == "
           "other.num` ends the statement and `and self.den == other.den` is an unexpected "
           "indent. meant.py wraps the condition in parentheses (the second line is aligned "
           "under `self.num`, just inside the parenthesis).",
           ("        return (self.num == other.num\n                and self.den == other.den)\n",
            "        return self.num == other.num\n                and self.den == other.den\n")),
         M("fstring_brace_closed_by_paren",
           "`f\"Fraction({self.num}, {self.den)\"` in `__repr__` - the second field is closed with "
           "`)` instead of `}`. meant.py closes the field and keeps the `)` of the text "
           "`Fraction(...)`.",
           ("{self.den})\"", "{self.den)\"")),
     ],
     note="Situation: the teacher's worked example for the operator-overloading lesson, "
          "projected in class and posted to the course page.")


case("exam_logfile_q3", "British university first-year student, exam script typed up by a TA",
     meant("exam_logfile_q3"),
     [
         M("missing_operator",
           "`raise LogFormatError(\"unknown level \" level)` - the `+` between the string and "
           "`level` is missing; the `raise` three lines above concatenates the same way "
           "(`\"too few fields: \" + line`).",
           ("\"unknown level \" + level", "\"unknown level \" level")),
         M("unclosed_paren",
           "`f = open(filename` - the `)` of `open(` is missing, so the `for line in f:` header "
           "below would continue the call.",
           ("        f = open(filename)\n", "        f = open(filename\n")),
         M("missing_colon",
           "`except LogFormatError as err` (the inner handler) has no colon.",
           ("            except LogFormatError as err:\n", "            except LogFormatError as err\n")),
     ],
     note="Situation: a candidate's handwritten answer to the files-and-exceptions question, "
          "typed up verbatim by a teaching assistant for the moderation sample (the slips are "
          "the candidate's).")


case("iterators_answer", "Indian second-year engineering student, assessment answer typed up afterwards",
     meant("iterators_answer"),
     [
         M("missing_colon",
           "`class Countdown` has no colon.",
           ("class Countdown:\n", "class Countdown\n")),
         M("body_not_indented",
           "The body of `__iter__`, `return self`, is at the level of its `def` (4 spaces). "
           "meant.py indents it to 8.",
           ("    def __iter__(self):\n        return self\n", "    def __iter__(self):\n    return self\n")),
         M("else_if",
           "`else if m >= 40:` in `grades` - two words where Python has `elif` (the student "
           "writes C in another course).",
           ("        elif m >= 40:\n", "        else if m >= 40:\n")),
         M("unclosed_paren",
           "`print(list(chunks([1, 2, 3, 4, 5], 2))` - three calls opened, two closed. meant.py "
           "adds the `)` of `print(`.",
           ("print(list(chunks([1, 2, 3, 4, 5], 2)))\n", "print(list(chunks([1, 2, 3, 4, 5], 2))\n")),
     ],
     note="Situation: a student's answer to the iterators-and-generators question of an "
          "internal assessment, typed up afterwards to ask the instructor about the marks.")
