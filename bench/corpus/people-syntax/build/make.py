"""Writes cases/NNN_name/{broken.py,meant.py,NOTE.txt} and cases.json from the hand-written case files."""
import importlib, json, os, shutil, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib

MODULES = ["a_students", "b_cfamily", "c_py2_notebook", "d_pro", "e_languages",
           "f_llm_web_tabs", "g_intermediate", "h_large"]
for m in MODULES:
    if os.path.exists(os.path.join(os.path.dirname(__file__), m + ".py")):
        importlib.import_module(m)

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases")
root = os.path.normpath(root)
shutil.rmtree(root, ignore_errors=True)
os.makedirs(root)
index = []
for i, c in enumerate(lib.CASES, 1):
    d = os.path.join(root, "%03d_%s" % (i, c["name"]))
    os.makedirs(d)
    with open(os.path.join(d, "broken.py"), "w", encoding="utf-8", newline="") as f:
        f.write(c["broken"])
    with open(os.path.join(d, "meant.py"), "w", encoding="utf-8", newline="") as f:
        f.write(c["meant"])
    with open(os.path.join(d, "NOTE.txt"), "w", encoding="utf-8") as f:
        f.write("Persona: %s\n%s\n" % (c["persona"], c["note"]))
    index.append(dict(case=os.path.basename(d), persona=c["persona"], mistakes=c["mistakes"]))
with open(os.path.join(root, "..", "cases.json"), "w") as f:
    json.dump(index, f, indent=1)
print(len(index), "cases written")
