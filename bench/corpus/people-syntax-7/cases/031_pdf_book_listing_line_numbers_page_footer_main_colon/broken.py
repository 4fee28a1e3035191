 1  #! python3
 2  # organize_downloads.py - Moves the files in a folder into subfolders
 3  # named after their type (Images, Documents, Music, ...).
 4
 5  import shutil
 6  from pathlib import Path
 7
 8  TYPES = {
 9      "Images": [".jpg", ".jpeg", ".png", ".gif", ".webp"],
10      "Documents": [".pdf", ".docx", ".txt", ".xlsx", ".pptx"],
11      "Music": [".mp3", ".wav", ".flac"],
12      "Videos": [".mp4", ".mkv", ".mov"],
13      "Archives": [".zip", ".rar", ".7z", ".tar", ".gz"],
14  }
15
16
17  def folder_for(suffix):
18      for folder, suffixes in TYPES.items():
19          if suffix.lower() in suffixes:
20              return folder
21      return "Other"
22
23
24  def organize(root):
25      root = Path(root)
26      moved = 0
27      for item in root.iterdir():
28          if item.is_dir() or item.name.startswith("."):
29              continue
30          target_dir = root / folder_for(item.suffix)
31          target_dir.mkdir(exist_ok=True)
Chapter 9: Organizing Files     217
32          target = target_dir / item.name
33          n = 1
34          while target.exists():
35              target = target_dir / f"{item.stem} ({n}){item.suffix}"
36              n += 1
37          print(f"Moving {item.name} -> {target_dir.name}/")
38          shutil.move(str(item), str(target))
39          moved += 1
40      return moved



# my part - run it on my Downloads folder
if __name__ == "__main__"
    count = organize(Path.home() / "Downloads")
    print(count, "files moved")
