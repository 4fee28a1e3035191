"""Diagnostic: apply each edit of a case alone to meant and see if it alone breaks compilation."""
import importlib, sys
sys.path.insert(0, ".")
import lib
orig = lib.case
EDITS = []
def rec(name, persona, mistakes, note, meant, edits, broken=None):
    EDITS.append((name, meant, edits))
    orig(name, persona, mistakes, note, meant, edits, broken)
lib.case = rec
for m in ["a_students", "b_cfamily", "c_py2_notebook", "d_pro", "e_languages", "f_llm_web_tabs", "g_intermediate", "h_large"]:
    importlib.import_module(m)
for name, meant, edits in EDITS:
    if len(edits) < 2:
        continue
    for e in edits:
        t = meant.replace(e[0], e[1])
        try:
            compile(t, name, "exec")
            print("ALONE COMPILES:", name, repr(e[1][:60]))
        except SyntaxError:
            pass
