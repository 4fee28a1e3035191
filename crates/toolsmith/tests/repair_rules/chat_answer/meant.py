# Sure! This script prints the ten largest files under a folder:

# ```python
import os
import sys


def largest(root, n=10):
    sizes = []
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.join(folder, name)
            sizes.append((os.path.getsize(path), path))
    return sorted(sizes, reverse=True)[:n]


for size, path in largest(sys.argv[1]):
    print(f"{size:>12}  {path}")
# ```

# **How it works:**
# 1. `os.walk` visits every folder below the root.
# 2. The list is sorted by size, largest first.

# Run it with:
# ```bash
# python largest.py ~/Downloads
# ```
