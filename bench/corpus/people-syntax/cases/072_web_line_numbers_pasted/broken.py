 1  import os
 2  import sys
 3
 4
 5  def tree(path, prefix=""):
 6      entries = sorted(os.listdir(path))
 7      for i, name in enumerate(entries):
 8          last = i == len(entries) - 1
 9          print(prefix + ("└── " if last else "├── ") + name)
10          full = os.path.join(path, name)
11          if os.path.isdir(full):
12              tree(full, prefix + ("    " if last else "│   "))
13
14
15  root = sys.argv[1] if len(sys.argv) > 1 else "."
16  print(root)
17  tree(root)
