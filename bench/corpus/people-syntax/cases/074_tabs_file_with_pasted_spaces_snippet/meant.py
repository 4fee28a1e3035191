import os


def human_size(n):
	for unit in ["B", "KB", "MB", "GB", "TB"]:
		if n < 1024:
			return "%.1f %s" % (n, unit)
		n /= 1024.0
	return "%.1f PB" % n


def folder_size(path):
	total = 0
	for dirpath, dirnames, filenames in os.walk(path):
		for f in filenames:
			fp = os.path.join(dirpath, f)
			if not os.path.islink(fp):
				total += os.path.getsize(fp)
	return total


for entry in sorted(os.listdir(".")):
	if os.path.isdir(entry):
		print(entry.ljust(30), human_size(folder_size(entry)))
