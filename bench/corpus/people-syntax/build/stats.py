"""Print persona / mistake-class tables (markdown) from ../cases.json."""
import collections, json, os, re
idx = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases.json")))

def coarse(t):
    t = t.lower()
    rules = [
        ("compile-time only (parser accepts, compile() rejects)", ["outside", "not in loop", "nonlocal"]),
        ("def header never closed (paren + colon)", ["never closed + missing colon"]),
        ("missing colon", ["missing colon"]),
        ("missing comma", ["missing comma"]),
        ("unclosed / mismatched / stray bracket", ["unclosed paren", "closing paren", "unclosed bracket", "stray )", "mismatched", "unclosed {", "never closed", "truncated inside"]),
        ("quotes, strings, docstrings, f-strings", ["quote", "apostrophe", "docstring", "f-string", "template literal", "mid-line"]),
        ("indentation / tabs / whitespace", ["indent", "tab", "header line", "non-breaking", "nbsp", "dedent", "block header"]),
        ("operator / expression slips (= vs ==, :=, missing +, ternary, lambda, dict =)", ["==", ":=", "=!", "missing +", "conditional expression", "lambda", "dict with ="]),
        ("misspelled keyword / keyword as name / misplaced clause (elif after else, except E e)", ["misspelled", "keyword as", "elif after else", "without as"]),
        ("comment without # / line continuation", ["comment without", "backslash"]),
        ("habit from Java/C/C++/JS", ["brace", "&&", "||", "! for not", "else if", "++", "--", "c-style", "ternary ?:", "let/const", "arrow", "===", "function instead", "for-of", "range-for", "type before", "catch", "throw", "// comment", "/* */", "x-- "]),
        ("Python 2 construct", ["print statement", "except e, e", "except (a, b), e", "raise e, msg", "<>", "backticks", "octal", "long literal", "exec statement"]),
        ("notebook magics / shell escapes", ["ipython", "shell escape"]),
        ("paste / LLM artifacts (fences, prose, REPL, line numbers, placeholders, smart punctuation)", ["markdown", "repl", "line numbers", "placeholder", "en-dash", "smart"]),
        ("other", [""]),
    ]
    for name, keys in rules:
        if any(k in t for k in keys):
            return name
coarse_counts = collections.Counter()
files_per_class = collections.defaultdict(set)
for c in idx:
    for t in c["mistakes"]:
        k = coarse(t)
        coarse_counts[k] += 1
        files_per_class[k].add(c["case"])
personas = collections.Counter(c["persona"] for c in idx)
print("| persona | cases |\n|---|---|")
for k, v in personas.most_common():
    print("| %s | %d |" % (k, v))
print()
print("| mistake class | mistakes | cases containing it |\n|---|---|---|")
for k, v in coarse_counts.most_common():
    print("| %s | %d | %d |" % (k, v, len(files_per_class[k])))
print("\nTotal mistakes: %d in %d cases" % (sum(coarse_counts.values()), len(idx)))
n = collections.Counter(len(c["mistakes"]) for c in idx)
print("\n| mistakes per file | cases |\n|---|---|")
for k in sorted(n):
    print("| %d | %d |" % (k, n[k]))
